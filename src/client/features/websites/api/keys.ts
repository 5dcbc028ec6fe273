/** Query keys double as GET paths: the default query function joins them with '/'. */
export const WEBSITES_QUERY_KEY = ['/api/websites'] as const;

/** GET /api/websites/{id}/backup/history (under the list's key, so list invalidations reach it too). */
export const backupHistoryQueryKey = (websiteId: string) => ['/api/websites', websiteId, 'backup/history'] as const;

export const websiteUrl = (websiteId: string) => `/api/websites/${encodeURIComponent(websiteId)}`;
