import { lazy, Suspense } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { LoadingState } from '@/components/ui/loading-state';
import { usePublicConfig } from '@/features/branding/api/use-public-config';
import type { Checkout, PaymentCheckout } from '../api/use-payment-checkout';
import { PaymentSummary } from './payment-form-parts';
import { TestCardForm } from './test-card-form';

// Stripe's code is fetched only when the studio takes payments through Stripe.
const StripeCardForm = lazy(() => import('./stripe-card-form').then((m) => ({ default: m.StripeCardForm })));

function Unavailable() {
  return <p className="rounded-lg border border-border bg-surface-2 p-4 text-sm text-muted-foreground">Card payments are not available right now. Please try again later.</p>;
}

function CardForm({ checkout, flow }: { checkout: Checkout; flow: PaymentCheckout }) {
  const config = usePublicConfig();
  const payments = config.data?.payments;
  if (!payments) return config.isLoading ? <LoadingState label="Loading the card form..." className="min-h-24" /> : <Unavailable />;
  if (payments.processor === 'test') return <TestCardForm key={checkout.payment.id} checkout={checkout} flow={flow} />;
  if (!payments.stripePublishableKey) return <Unavailable />;
  return (
    <Suspense fallback={<LoadingState label="Loading the card form..." className="min-h-24" />}>
      <StripeCardForm publishableKey={payments.stripePublishableKey} checkout={checkout} flow={flow} />
    </Suspense>
  );
}

/** The Complete Payment modal: what is paid, its amount, and the card form. Closing it clears the intent. */
export function CompletePaymentDialog({ flow }: { flow: PaymentCheckout }) {
  const { checkout } = flow;
  return (
    <Dialog open={checkout !== null} onOpenChange={(open) => !open && flow.cancel()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Complete Payment</DialogTitle>
          <DialogDescription>Pay securely by card.</DialogDescription>
        </DialogHeader>
        {checkout && (
          <>
            <PaymentSummary payment={checkout.payment} now={new Date()} />
            <CardForm checkout={checkout} flow={flow} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
