import { useQuery } from '@tanstack/react-query';
import type { Payment } from '@shared/billing';
import { PAYMENTS_QUERY_KEY } from './keys';

/** GET /api/payments: the signed-in client's payments, newest due first. */
export function usePayments() {
  return useQuery<Payment[]>({ queryKey: PAYMENTS_QUERY_KEY });
}
