import type { Role, User } from '@shared/auth';

type NameParts = Pick<User, 'firstName' | 'lastName' | 'email'>;

const clean = (value: string | null | undefined) => (value ?? '').trim();

/** "First Last"; else the e-mail; else 'User'. */
export function fullName(user: NameParts): string {
  const name = [clean(user.firstName), clean(user.lastName)].filter(Boolean).join(' ');
  return name || clean(user.email) || 'User';
}

/** Up to two letters for the generated avatar: the name's initials, else the e-mail's first letter, else 'U'. */
export function initials(user: NameParts): string {
  const first = clean(user.firstName);
  const last = clean(user.lastName);
  const letters = [first, last]
    .filter(Boolean)
    .map((part) => [...part][0])
    .join('');
  if (letters) return letters.toLocaleUpperCase();
  const fromEmail = [...clean(user.email)].find((c) => /[\p{L}\p{N}]/u.test(c));
  return fromEmail ? fromEmail.toLocaleUpperCase() : 'U';
}

/** A stable hue (0–359) for the avatar's colour, from the e-mail or name. */
export function avatarHue(seed: string): number {
  let hash = 0;
  for (const char of seed.toLowerCase()) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return hash % 360;
}

/** The profile badge. */
export const roleBadgeLabel = (role: Role) => (role === 'admin' ? 'Administrator' : 'Client');

/** Account Status → account type. */
export const accountTypeLabel = (role: Role) => (role === 'admin' ? 'Administrator' : 'Client Account');

/** Member Since / Last Updated: a date in the reader's locale, or 'Unknown'. */
export function formatAccountDate(iso: string | null | undefined, locale?: string): string {
  if (!iso) return 'Unknown';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Unknown';
  return date.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' });
}
