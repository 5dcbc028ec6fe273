import { useQuery } from '@tanstack/react-query';
import type { SavedCard } from '@shared/payment-methods';
import { PAYMENT_METHODS_QUERY_KEY } from './keys';

/** GET /api/payment-methods: the client's saved cards (used for automatic renewals), newest first. */
export function usePaymentMethods() {
  return useQuery<SavedCard[]>({ queryKey: PAYMENT_METHODS_QUERY_KEY });
}
