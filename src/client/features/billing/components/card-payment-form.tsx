import { lazy, Suspense } from 'react';
import { LoadingState } from '@/components/ui/loading-state';
import { usePublicConfig } from '@/features/branding/api/use-public-config';
import type { CardFlow, Checkout, Payable } from '../api/use-payment-checkout';
import { TestCardForm } from './test-card-form';

// Stripe's code is fetched only when the studio takes payments through Stripe.
const StripeCardForm = lazy(() => import('./stripe-card-form').then((m) => ({ default: m.StripeCardForm })));

function Unavailable() {
  return <p className="rounded-lg border border-border bg-surface-2 p-4 text-sm text-muted-foreground">Card payments are not available right now. Please try again later.</p>;
}

export interface CardPaymentFormProps {
  checkout: Checkout<Payable>;
  flow: CardFlow;
  /** The button beside 'Pay $X' that lets go of the intent ('Cancel' in the Billing modal). */
  cancelLabel?: string;
}

/**
 * The card form for the held intent: the built-in test processor's form, or Stripe's Payment Element when
 * GET /api/config says payments.processor is 'stripe'. Used by Billing's modal and by the checkout's deposit.
 */
export function CardPaymentForm({ checkout, flow, cancelLabel }: CardPaymentFormProps) {
  const config = usePublicConfig();
  const payments = config.data?.payments;
  if (!payments) return config.isLoading ? <LoadingState label="Loading the card form..." className="min-h-24" /> : <Unavailable />;
  if (payments.processor === 'test') return <TestCardForm key={checkout.payment.id} checkout={checkout} flow={flow} cancelLabel={cancelLabel} />;
  if (!payments.stripePublishableKey) return <Unavailable />;
  return (
    <Suspense fallback={<LoadingState label="Loading the card form..." className="min-h-24" />}>
      <StripeCardForm publishableKey={payments.stripePublishableKey} checkout={checkout} flow={flow} cancelLabel={cancelLabel} />
    </Suspense>
  );
}
