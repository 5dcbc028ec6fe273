import { useQuery } from '@tanstack/react-query';
import type { ServiceOrder } from '@shared/orders';
import { SERVICE_ORDERS_QUERY_KEY } from './keys';

/** GET /api/service-orders: the signed-in client's orders, newest first. */
export function useServiceOrders() {
  return useQuery<ServiceOrder[]>({ queryKey: SERVICE_ORDERS_QUERY_KEY });
}
