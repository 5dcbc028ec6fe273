import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsDay } from '@shared/analytics';
import { analyticsQueryKey } from './keys';

/** A website's analytics rows for the last `days` days, oldest first; only while a website is selected. */
export function useAnalytics(websiteId: string | null, days: number, enabled = true) {
  return useQuery<AnalyticsDay[]>({
    queryKey: analyticsQueryKey(websiteId ?? '', days),
    enabled: enabled && Boolean(websiteId),
    // Switching the range keeps the figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
