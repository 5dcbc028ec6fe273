/** SPEC section 7: the stored URL of an upload is its signed URL without the query string. */
export function storedUrlOf(uploadURL: string): string {
  return uploadURL.split(/[?#]/, 1)[0];
}

/** An upload's progress in whole percent, 0 to 100. */
export function percentOf(loaded: number, total: number): number {
  if (!Number.isFinite(loaded) || !Number.isFinite(total) || total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

/** Several files' progress as one percent, weighted by their sizes. */
export function overallPercent(items: ReadonlyArray<{ size: number; percent: number }>): number {
  const total = items.reduce((sum, item) => sum + item.size, 0);
  if (total <= 0) return items.length > 0 && items.every((item) => item.percent >= 100) ? 100 : 0;
  return percentOf(items.reduce((sum, item) => sum + (item.size * item.percent) / 100, 0), total);
}
