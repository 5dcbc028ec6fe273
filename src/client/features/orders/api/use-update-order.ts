import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceOrder } from '@shared/orders';
import { apiRequest } from '@/lib/api';
import type { AdminOrderPayload } from '../lib/admin-order-form';
import { ADMIN_SERVICE_ORDERS_QUERY_KEY, adminOrderUrl } from './keys';

/** PUT /api/admin/service-orders/{id} {status, estimatedDelivery?} → the updated order; the admin list is refetched. */
export function useUpdateOrder() {
  const queryClient = useQueryClient();
  return useMutation<ServiceOrder, Error, { id: string; payload: AdminOrderPayload }>({
    mutationFn: async ({ id, payload }) => (await apiRequest('PUT', adminOrderUrl(id), payload)).json(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_SERVICE_ORDERS_QUERY_KEY }),
  });
}
