/** The chosen website: the one named in ?website= when it is the client's, else the first. */
export function pickWebsiteId(websites: ReadonlyArray<{ id: string }>, requested: string | null | undefined): string | null {
  if (requested && websites.some((w) => w.id === requested)) return requested;
  return websites[0]?.id ?? null;
}

/** A ?range= value that is one of the offered ranges, else the default. */
export function pickRange<T extends number>(ranges: readonly T[], requested: string | null | undefined, fallback: T): T {
  const n = Number(requested);
  return ranges.find((r) => r === n) ?? fallback;
}
