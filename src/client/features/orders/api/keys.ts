/** Query keys double as GET paths: the default query function joins them with '/'. */
export const SERVICE_ORDERS_QUERY_KEY = ['/api/service-orders'] as const;
export const ADMIN_SERVICE_ORDERS_QUERY_KEY = ['/api/admin/service-orders'] as const;

export const adminOrderUrl = (id: string) => `/api/admin/service-orders/${encodeURIComponent(id)}`;
