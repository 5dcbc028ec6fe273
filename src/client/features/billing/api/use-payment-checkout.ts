import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Payment } from '@shared/billing';
import { parseApiError } from '@/lib/api';
import { toast } from '@/lib/use-toast';
import { notifyCallError } from '@/features/auth/lib/call-errors';
import { NOTIFICATIONS_QUERY_KEY } from '@/features/notifications/api/keys';
import { WEBSITES_QUERY_KEY } from '@/features/websites/api/keys';
import { needsNewIntent, type HeldIntent } from '../lib/card-form';
import { PAYMENT_METHODS_QUERY_KEY, PAYMENTS_QUERY_KEY } from './keys';
import { useCreatePaymentIntent } from './use-create-payment-intent';

export const INTENT_FAILED_TEXT = 'Failed to initialize payment. Please try again.';
export const PAYMENT_SUCCESSFUL = { title: 'Payment Successful', description: 'Thank you for your payment!' } as const;
/** Stripe tells the server by webhook: look again a little later for the payment to read paid. */
const WEBHOOK_SETTLE_MS = 2500;

/** What the card flow needs of the thing being paid: a Payment on Billing, an order's deposit at checkout. */
export interface Payable {
  id: string;
  amount: string;
}

export interface Checkout<P extends Payable = Payment> {
  payment: P;
  intent: HeldIntent;
}

export interface PaymentCheckoutOptions {
  /** More queries a payment's outcome changes (e.g. the order a deposit starts). */
  refreshKeys?: ReadonlyArray<readonly string[]>;
  /** After a successful payment (the toast has been shown and the intent let go). */
  onPaid?: () => void;
}

/**
 * The payment flow (SPEC section 4): Pay Now creates an intent and keeps its secret, the modal opens, the card
 * is confirmed; Cancel clears the secret. A used-up secret (after a decline) or a changed save-card choice is
 * replaced by a fresh intent before the next confirmation, without the client noticing.
 */
export function usePaymentCheckout<P extends Payable = Payment>(options: PaymentCheckoutOptions = {}) {
  const queryClient = useQueryClient();
  const { mutateAsync: createIntent } = useCreatePaymentIntent();
  const [checkout, setCheckout] = useState<Checkout<P> | null>(null);
  const [startingId, setStartingId] = useState<string | null>(null);
  const [renewing, setRenewing] = useState(false);
  // Submit handlers await between reading and writing the held intent; they read the latest one here.
  const held = useRef<Checkout<P> | null>(null);
  // The callers' options change identity every render; the callbacks read the latest ones.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const hold = useCallback((next: Checkout<P> | null) => {
    held.current = next;
    setCheckout(next);
  }, []);

  const refresh = useCallback(
    (keys: ReadonlyArray<readonly string[]>) =>
      Promise.all([...keys, ...(latest.current.refreshKeys ?? [])].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    [queryClient],
  );

  const intentFailed = useCallback(
    (error: unknown) => {
      notifyCallError(error, INTENT_FAILED_TEXT);
      // Already paid (409) or gone (404): the list on screen is out of date.
      const status = parseApiError(error)?.status;
      if (status === 409 || status === 404) void refresh([PAYMENTS_QUERY_KEY]);
    },
    [refresh],
  );

  /** Pay Now: a new intent for the payment, then the modal. */
  const start = useCallback(
    async (payment: P) => {
      if (held.current || startingId) return;
      setStartingId(payment.id);
      try {
        const { clientSecret } = await createIntent({ paymentId: payment.id, amount: payment.amount });
        hold({ payment, intent: { clientSecret, saveCard: false, spent: false } });
      } catch (error) {
        intentFailed(error);
      } finally {
        setStartingId(null);
      }
    },
    [createIntent, hold, intentFailed, startingId],
  );

  /** Pays with an intent made elsewhere (POST /api/service-orders answers with the deposit's secret). */
  const resume = useCallback(
    (payment: P, clientSecret: string) => hold({ payment, intent: { clientSecret, saveCard: false, spent: false } }),
    [hold],
  );

  /** The secret to confirm with this save-card choice, creating a fresh intent when needed; null if that failed. */
  const intentFor = useCallback(
    async (saveCard: boolean): Promise<string | null> => {
      const current = held.current;
      if (!current) return null;
      if (!needsNewIntent(current.intent, saveCard)) return current.intent.clientSecret;
      try {
        const { clientSecret } = await createIntent({ paymentId: current.payment.id, amount: current.payment.amount, saveCard });
        // Cancelled meanwhile: drop it.
        if (held.current?.payment.id !== current.payment.id) return null;
        hold({ payment: current.payment, intent: { clientSecret, saveCard, spent: false } });
        return clientSecret;
      } catch (error) {
        intentFailed(error);
        return null;
      }
    },
    [createIntent, hold, intentFailed],
  );

  /** The held secret was used (declined card): the payment is failed now, and the next try needs a new intent. */
  const markSpent = useCallback(() => {
    const current = held.current;
    if (current) hold({ ...current, intent: { ...current.intent, spent: true } });
    void refresh([PAYMENTS_QUERY_KEY, NOTIFICATIONS_QUERY_KEY]);
  }, [hold, refresh]);

  /** Stripe's Payment Element is bound to one secret: replace it right away (after a decline, or a new save choice). */
  const renew = useCallback(
    async (saveCard: boolean) => {
      const current = held.current;
      if (!current) return;
      held.current = { ...current, intent: { ...current.intent, spent: true } };
      setRenewing(true);
      try {
        await intentFor(saveCard);
      } finally {
        setRenewing(false);
      }
    },
    [intentFor],
  );

  /** Success: toast, close, and refetch payments, saved cards and notifications. */
  const paid = useCallback(
    ({ viaWebhook = false }: { viaWebhook?: boolean } = {}) => {
      hold(null);
      toast(PAYMENT_SUCCESSFUL);
      // A website's Next Payment moves on once its payment is paid.
      const keys = [PAYMENTS_QUERY_KEY, PAYMENT_METHODS_QUERY_KEY, NOTIFICATIONS_QUERY_KEY, WEBSITES_QUERY_KEY];
      void refresh(keys);
      if (viaWebhook) setTimeout(() => void refresh(keys), WEBHOOK_SETTLE_MS);
      latest.current.onPaid?.();
    },
    [hold, refresh],
  );

  const cancel = useCallback(() => hold(null), [hold]);

  return { checkout, startingId, renewing, start, resume, intentFor, markSpent, renew, paid, cancel };
}

export type PaymentCheckout<P extends Payable = Payment> = ReturnType<typeof usePaymentCheckout<P>>;

/** What the card forms use of the flow: nothing that depends on the kind of thing paid. */
export type CardFlow = Pick<PaymentCheckout<Payable>, 'renewing' | 'intentFor' | 'markSpent' | 'renew' | 'paid' | 'cancel'>;
