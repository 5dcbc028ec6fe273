/**
 * A module (or anything) fetched on first use and shared by every later caller; a failed fetch (offline,
 * a deploy replaced the chunk) is forgotten, so the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
