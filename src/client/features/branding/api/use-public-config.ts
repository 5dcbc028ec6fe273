import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { PublicConfig } from '@shared/config';
import { readCachedConfig } from '../lib/branding-cache';

export const PUBLIC_CONFIG_QUERY_KEY = ['/api/config'] as const;

/** Neutral name shown only until the studio's own name has loaded. */
export const FALLBACK_STUDIO_NAME = 'Studio Portal';

/**
 * GET /api/config: the studio's branding (name, logo, accent colour, contact details).
 * The last answer seen is shown as a placeholder while the request runs.
 */
export function usePublicConfig() {
  return useQuery<PublicConfig>({ queryKey: PUBLIC_CONFIG_QUERY_KEY, placeholderData: readCachedConfig });
}

export function useStudioName(): string {
  const { data } = usePublicConfig();
  return data?.studio.name?.trim() || FALLBACK_STUDIO_NAME;
}

/**
 * Before the first render: the settings the page came with (as fresh as the page, which is never cached)
 * become the query's data, so the first paint carries the studio's own name and colours and GET /api/config
 * is not asked at all.
 */
export function seedPublicConfig(queryClient: QueryClient, embedded: PublicConfig | undefined): void {
  if (embedded) queryClient.setQueryData(PUBLIC_CONFIG_QUERY_KEY, embedded);
}
