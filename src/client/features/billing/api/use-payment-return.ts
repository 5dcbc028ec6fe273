import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { toast } from '@/lib/use-toast';
import { NOTIFICATIONS_QUERY_KEY } from '@/features/notifications/api/keys';
import { paymentReturnOutcome } from '../lib/card-form';
import { PAYMENT_METHODS_QUERY_KEY, PAYMENTS_QUERY_KEY } from './keys';
import { PAYMENT_SUCCESSFUL } from './use-payment-checkout';

/**
 * Back from Stripe after a confirmation that needed a redirect (/billing?payment=success): the toast, fresh
 * payments, and the address without the query so a reload does not say it again.
 */
export function usePaymentReturn() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const handled = useRef(false);

  useEffect(() => {
    const outcome = paymentReturnOutcome(search);
    if (!outcome || handled.current) return;
    handled.current = true;
    if (outcome === 'success') toast(PAYMENT_SUCCESSFUL);
    else toast({ variant: 'destructive', title: 'Payment Failed', description: 'The payment was not authorised. Please try again.' });
    for (const queryKey of [PAYMENTS_QUERY_KEY, PAYMENT_METHODS_QUERY_KEY, NOTIFICATIONS_QUERY_KEY]) void queryClient.invalidateQueries({ queryKey });
    navigate('/billing', { replace: true });
  }, [search, navigate, queryClient]);
}
