/** Human-readable byte size: "512 B", "1.5 KB", "2.4 MB". */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0 B';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${units[unit]}`;
}

/** Money on the wire is a decimal string; shown with two decimals. */
export function formatMoney(amount: string | number | null | undefined): string {
  const n = typeof amount === 'number' ? amount : Number.parseFloat(amount ?? '0');
  return (Number.isFinite(n) ? n : 0).toFixed(2);
}
