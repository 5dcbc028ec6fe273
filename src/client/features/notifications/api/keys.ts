/** Query key doubles as the GET path. */
export const NOTIFICATIONS_QUERY_KEY = ['/api/notifications'] as const;

export const notificationReadUrl = (id: string) => `/api/notifications/${encodeURIComponent(id)}/read`;
