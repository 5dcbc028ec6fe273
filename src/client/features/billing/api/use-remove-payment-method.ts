import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { PAYMENT_METHODS_QUERY_KEY, paymentMethodUrl } from './keys';

/** DELETE /api/payment-methods/{id} (204); the saved cards are refetched. */
export function useRemovePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, string>({
    mutationFn: async (id) => {
      await apiRequest('DELETE', paymentMethodUrl(id));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYMENT_METHODS_QUERY_KEY }),
  });
}
