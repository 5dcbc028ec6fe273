import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceOrder } from '@shared/orders';
import { apiRequest } from '@/lib/api';
import { PAYMENTS_QUERY_KEY } from '@/features/billing/api/keys';
import type { OrderPayload } from '../lib/checkout';
import { SERVICE_ORDERS_QUERY_KEY } from './keys';

export interface CreatedOrder {
  order: ServiceOrder;
  /** The card intent for the order's 50% deposit. */
  clientSecret: string;
}

/** POST /api/service-orders → 201 {order, clientSecret}; the orders and payments (the new deposit) are refetched. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation<CreatedOrder, Error, OrderPayload>({
    mutationFn: async (payload) => (await apiRequest('POST', '/api/service-orders', payload)).json(),
    onSuccess: () =>
      Promise.all([SERVICE_ORDERS_QUERY_KEY, PAYMENTS_QUERY_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
