import { useQueries } from '@tanstack/react-query';
import type { AnalyticsDay } from '@shared/analytics';
import type { Website } from '@shared/websites';
import { analyticsQueryKey } from '@/features/analytics/api/keys';
import { UPTIME_AVERAGE_DAYS, uptimeAverage } from '../lib/uptime-average';

export interface UptimeAverageState {
  /** The mean uptime over the last 30 days; null while loading, on failure or without any rows. */
  average: number | null;
  isLoading: boolean;
  /** Some website's figures could not be loaded (the average covers the others). */
  failed: boolean;
  /** Every website's figures failed: there is no figure to show. */
  allFailed: boolean;
  error: unknown;
}

/** Each website's last 30 days (the Analytics screen's own query, so both share the cache), averaged. */
export function useUptimeAverage(websites: ReadonlyArray<Pick<Website, 'id'>>): UptimeAverageState {
  return useQueries({
    queries: websites.map((w) => ({ queryKey: analyticsQueryKey(w.id, UPTIME_AVERAGE_DAYS) })),
    combine: (results) => {
      const loaded = results.filter((r) => r.data).map((r) => r.data as AnalyticsDay[]);
      const failures = results.filter((r) => r.isError);
      return {
        average: uptimeAverage(loaded),
        isLoading: results.some((r) => r.isLoading),
        failed: failures.length > 0,
        allFailed: results.length > 0 && failures.length === results.length,
        error: failures[0]?.error ?? null,
      };
    },
  });
}
