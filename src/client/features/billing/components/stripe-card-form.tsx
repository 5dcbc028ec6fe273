import { useState, type FormEvent } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
// The /pure entry loads Stripe.js only when loadStripe is called, i.e. only in Stripe mode.
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe } from '@stripe/stripe-js';
import { Loader2 } from 'lucide-react';
import { toast } from '@/lib/use-toast';
import type { CardFlow, Checkout, Payable } from '../api/use-payment-checkout';
import { PAYMENT_FAILED_FALLBACK, stripeReturnUrl } from '../lib/card-form';
import { PaymentFormFooter, SaveCardCheckbox } from './payment-form-parts';

const stripePromises = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = stripePromises.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    stripePromises.set(publishableKey, promise);
  }
  return promise;
}

function StripeFields({ checkout, flow, cancelLabel }: { checkout: Checkout<Payable>; flow: CardFlow; cancelLabel?: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);
  const [ready, setReady] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setProcessing(true);
    try {
      const result = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: stripeReturnUrl(window.location.origin) },
        redirect: 'if_required',
      });
      if (result.error) {
        // Incomplete fields are shown by the Payment Element itself; the intent is still usable.
        if (result.error.type === 'validation_error') return;
        toast({ variant: 'destructive', title: 'Payment Failed', description: result.error.message ?? PAYMENT_FAILED_FALLBACK });
        flow.markSpent();
        // The server counts this intent as failed; the Payment Element needs a fresh one for the next card.
        await flow.renew(checkout.intent.saveCard);
        return;
      }
      flow.paid({ viaWebhook: true });
    } finally {
      setProcessing(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="grid grid-cols-1 gap-4" aria-label="Card details">
      {!ready && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          Loading the secure card form...
        </p>
      )}
      <PaymentElement onReady={() => setReady(true)} />
      <SaveCardCheckbox
        id="card-save"
        checked={checkout.intent.saveCard}
        disabled={processing || flow.renewing}
        // The choice travels with the intent: a new one is made and the card form reloads.
        onChange={(event) => void flow.renew(event.currentTarget.checked)}
      />
      <PaymentFormFooter amount={checkout.payment.amount} processing={processing || flow.renewing} disabled={!stripe || !ready} onCancel={flow.cancel} cancelLabel={cancelLabel} />
    </form>
  );
}

/** Stripe's Payment Element for the held intent; remounted whenever the intent (its secret) changes. */
export function StripeCardForm({
  publishableKey,
  checkout,
  flow,
  cancelLabel,
}: {
  publishableKey: string;
  checkout: Checkout<Payable>;
  flow: CardFlow;
  cancelLabel?: string;
}) {
  return (
    <Elements
      key={checkout.intent.clientSecret}
      stripe={stripeFor(publishableKey)}
      options={{ clientSecret: checkout.intent.clientSecret, appearance: { theme: 'night' } }}
    >
      <StripeFields checkout={checkout} flow={flow} cancelLabel={cancelLabel} />
    </Elements>
  );
}
