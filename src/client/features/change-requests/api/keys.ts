/** Query key doubles as the GET path: the default query function joins it with '/'. */
export const CHANGE_REQUESTS_QUERY_KEY = ['/api/change-requests'] as const;
