import { Loader2, Lock } from 'lucide-react';
import { billingDueLabel, daysUntilDue, paymentTypeLabel, type Payment } from '@shared/billing';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { money, payButtonLabel } from '../lib/payment-display';
import { DueLabel } from './due-label';
import { PaymentTypeIcon } from './payment-type-icon';

/** What is being paid, at the top of the Complete Payment modal. */
export function PaymentSummary({ payment, now }: { payment: Payment; now: Date }) {
  const due = billingDueLabel(daysUntilDue(payment.dueDate, now));
  return (
    <div className="flex items-start gap-3 rounded-lg border border-border bg-surface-2 p-4">
      <PaymentTypeIcon type={payment.type} />
      <div className="min-w-0 flex-1">
        <p className="text-xs text-muted-foreground">{paymentTypeLabel(payment.type)}</p>
        <p className="font-medium break-words">{payment.description}</p>
        {due && <DueLabel text={due.text} tone={due.tone} className="mt-2" />}
      </div>
      <div className="text-right">
        <p className="text-xs text-muted-foreground">Amount</p>
        <p className="text-xl font-bold tabular-nums">{money(payment.amount)}</p>
      </div>
    </div>
  );
}

/** 'Save this card for automatic renewals' (sent as saveCard with the payment intent). */
export function SaveCardCheckbox(props: React.InputHTMLAttributes<HTMLInputElement> & { id: string }) {
  return (
    <div className="flex items-center gap-2">
      <input type="checkbox" className="size-4 rounded border-border accent-[var(--color-accent)]" {...props} />
      <label htmlFor={props.id} className="text-sm">
        Save this card for automatic renewals
      </label>
    </div>
  );
}

/** Cancel (or the caller's cancelLabel) and 'Pay $25.00' ('Processing...' while working). */
export function PaymentFormFooter({
  amount,
  processing,
  disabled,
  onCancel,
  cancelLabel = 'Cancel',
}: {
  amount: string;
  processing: boolean;
  disabled?: boolean;
  onCancel: () => void;
  cancelLabel?: string;
}) {
  return (
    <DialogFooter className="pt-2">
      <Button variant="outline" onClick={onCancel} disabled={processing}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={processing || disabled}>
        {processing ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Lock aria-hidden="true" />}
        {payButtonLabel(amount, processing)}
      </Button>
    </DialogFooter>
  );
}
