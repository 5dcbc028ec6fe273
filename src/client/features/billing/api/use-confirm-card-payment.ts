import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

export interface ConfirmCardPaymentInput {
  clientSecret: string;
  card: { number: string; expMonth: number; expYear: number; cvc: string };
}

/**
 * POST /api/payments/confirm: the built-in test processor's card confirmation (only when /api/config says
 * payments.processor is 'test'). 402 declined, 400 field errors, 409 the secret was used already.
 */
export function useConfirmCardPayment() {
  return useMutation<{ status: 'succeeded' }, Error, ConfirmCardPaymentInput>({
    mutationFn: async (input) => (await apiRequest('POST', '/api/payments/confirm', input)).json(),
  });
}
