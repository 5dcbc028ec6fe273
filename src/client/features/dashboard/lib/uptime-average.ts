import type { AnalyticsDay } from '@shared/analytics';

/** The days the Uptime Average covers. */
export const UPTIME_AVERAGE_DAYS = 30;

/** SPEC section 9's fixed figure, kept only for a client with no measurements at all (DESIGN decisions). */
export const UPTIME_WITHOUT_DATA = 99.8;

/** DESIGN decisions: the mean uptime of every row of every website over the last 30 days; null without rows. */
export function uptimeAverage(perWebsite: ReadonlyArray<ReadonlyArray<Pick<AnalyticsDay, 'uptime'>>>): number | null {
  let total = 0;
  let count = 0;
  for (const rows of perWebsite) {
    for (const row of rows) {
      const u = Number.parseFloat(row.uptime);
      if (!Number.isFinite(u)) continue;
      total += u;
      count++;
    }
  }
  return count ? total / count : null;
}

/** Two decimals and '%'; 99.80% when nothing was measured. */
export const uptimeAverageText = (average: number | null): string => `${(average ?? UPTIME_WITHOUT_DATA).toFixed(2)}%`;
