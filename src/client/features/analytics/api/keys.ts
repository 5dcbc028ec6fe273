/** GET /api/websites/{id}/analytics/{days}: under the websites key, so website changes refresh it too. */
export const analyticsQueryKey = (websiteId: string, days: number) => ['/api/websites', websiteId, 'analytics', days] as const;
