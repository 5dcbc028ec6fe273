import { useQuery } from '@tanstack/react-query';
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
