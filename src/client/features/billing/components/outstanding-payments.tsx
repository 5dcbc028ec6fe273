import { CircleCheck, Layers } from 'lucide-react';
import { billingDueLabel, daysUntilDue, paymentTypeLabel, type Payment } from '@shared/billing';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/lib/use-toast';
import { formatDate } from '@/features/websites/lib/website-display';
import { money } from '../lib/payment-display';
import { DueLabel } from './due-label';
import { PayNowButton } from './pay-now-button';
import { PaymentStatusBadge } from './payment-status-badge';
import { PaymentTypeIcon } from './payment-type-icon';
import { EmptyState } from '@/components/ui/empty-state';

export interface PayActions {
  onPay: (payment: Payment) => void;
  /** The payment whose intent is being created (its button spins; the others wait). */
  startingId: string | null;
}

/** SPEC section 8: bulk payment is announced, not built. */
function payAllOutstanding() {
  toast({ title: 'Feature Coming Soon', description: 'Bulk payment processing will be available soon.' });
}

function OutstandingItem({ payment, now, onPay, startingId }: { payment: Payment; now: Date } & PayActions) {
  const due = billingDueLabel(daysUntilDue(payment.dueDate, now));
  const textId = `outstanding-${payment.id}`;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-surface-2/60 p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <PaymentTypeIcon type={payment.type} />
        <div className="min-w-0">
          <p id={textId} className="font-medium break-words">
            {payment.description}
          </p>
          <p className="text-xs text-muted-foreground">
            {paymentTypeLabel(payment.type)} · Due {formatDate(payment.dueDate, 'N/A')}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <PaymentStatusBadge status={payment.status} />
            {due && <DueLabel text={due.text} tone={due.tone} />}
          </div>
        </div>
      </div>
      <div className="flex items-center justify-between gap-4 sm:justify-end">
        <p className="text-lg font-semibold tabular-nums">{money(payment.amount)}</p>
        <PayNowButton
          describedBy={textId}
          starting={startingId === payment.id}
          disabled={startingId !== null}
          onClick={() => onPay(payment)}
        />
      </div>
    </li>
  );
}

/** Pending and overdue payments, the most urgent first, each with Pay Now; and Pay All Outstanding. */
export function OutstandingPayments({ payments, now, onPay, startingId }: { payments: Payment[]; now: Date } & PayActions) {
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-4 px-4 sm:px-6">
        <div>
          <CardTitle>Outstanding Payments</CardTitle>
          <CardDescription>Hosting, domain and service payments waiting for you.</CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={payAllOutstanding} disabled={payments.length === 0}>
          <Layers aria-hidden="true" />
          Pay All Outstanding
        </Button>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        {payments.length === 0 ? (
          <EmptyState icon={CircleCheck} iconClassName="text-green-400" title="No outstanding payments" description="You're all paid up." />
        ) : (
          <ul aria-label="Outstanding payments" className="grid grid-cols-1 gap-3">
            {payments.map((payment) => (
              <OutstandingItem key={payment.id} payment={payment} now={now} onPay={onPay} startingId={startingId} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
