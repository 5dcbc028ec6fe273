import { useQuery } from '@tanstack/react-query';
import type { ServiceOrder } from '@shared/orders';
import { ADMIN_SERVICE_ORDERS_QUERY_KEY } from './keys';

export type AdminOrder = ServiceOrder & { client: { email: string | null; firstName: string | null; lastName: string | null } };

/** GET /api/admin/service-orders: every client's orders, newest first (403 for non-admins). */
export function useAdminOrders() {
  return useQuery<AdminOrder[]>({ queryKey: ADMIN_SERVICE_ORDERS_QUERY_KEY });
}
