/** The manual-entry secret in groups of four, easier to type into an authenticator app. */
export function groupSecret(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/** The recovery codes as a text file a user can keep. */
export function recoveryCodesText({
  codes,
  studioName,
  account,
  generatedAt,
}: {
  codes: readonly string[];
  studioName: string;
  account: string | null | undefined;
  generatedAt: Date;
}): string {
  return [
    `${studioName} — two-factor authentication recovery codes`,
    ...(account ? [`Account: ${account}`] : []),
    `Generated: ${generatedAt.toISOString().slice(0, 10)}`,
    '',
    'Each code signs you in once if you cannot use your authenticator app.',
    'Keep them somewhere safe and private.',
    '',
    ...codes.map((code, i) => `${String(i + 1).padStart(2, ' ')}. ${code}`),
    '',
  ].join('\n');
}

/** "studio-portal-recovery-codes.txt": the studio's name, lower case, non-alphanumerics as hyphens. */
export function recoveryCodesFileName(studioName: string): string {
  const slug = studioName
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'studio'}-recovery-codes.txt`;
}
