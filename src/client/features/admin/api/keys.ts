/** Query key doubles as the GET path: the default query function joins it with '/'. */
export const ADMIN_CHANGE_REQUESTS_QUERY_KEY = ['/api/admin/change-requests'] as const;

export const adminChangeRequestUrl = (id: string) => `/api/admin/change-requests/${encodeURIComponent(id)}`;
