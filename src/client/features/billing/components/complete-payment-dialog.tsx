import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { PaymentCheckout } from '../api/use-payment-checkout';
import { CardPaymentForm } from './card-payment-form';
import { PaymentSummary } from './payment-form-parts';

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
            <CardPaymentForm checkout={checkout} flow={flow} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
