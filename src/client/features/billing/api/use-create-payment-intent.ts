import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

export interface CreatePaymentIntentInput {
  paymentId: string;
  /** The payment's own amount; the server refuses any other. */
  amount: string;
  /** Save the card for automatic renewals once the payment succeeds. */
  saveCard?: boolean;
}

/** POST /api/create-payment-intent → { clientSecret } (409 already paid, 404 not the caller's). */
export function useCreatePaymentIntent() {
  return useMutation<{ clientSecret: string }, Error, CreatePaymentIntentInput>({
    mutationFn: async (input) => (await apiRequest('POST', '/api/create-payment-intent', input)).json(),
  });
}
