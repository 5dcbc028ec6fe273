import { FileDown, History } from 'lucide-react';
import { paymentTypeLabel, type Payment } from '@shared/billing';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/features/websites/lib/website-display';
import { receiptUrl } from '../api/keys';
import { money, paidWithLabel } from '../lib/payment-display';
import type { PayActions } from './outstanding-payments';
import { PayNowButton } from './pay-now-button';
import { PaymentStatusBadge } from './payment-status-badge';
import { PaymentTypeIcon } from './payment-type-icon';
import { EmptyState } from '@/components/ui/empty-state';

function when(payment: Payment): string {
  if (payment.status === 'paid') {
    const card = paidWithLabel(payment.cardBrand, payment.cardLast4);
    return `Paid ${formatDate(payment.paidAt, 'N/A')}${card ? ` · ${card}` : ''}`;
  }
  return `Due ${formatDate(payment.dueDate, 'N/A')}`;
}

function HistoryItem({ payment, onPay, startingId }: { payment: Payment } & PayActions) {
  const textId = `history-${payment.id}`;
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <PaymentTypeIcon type={payment.type} className="p-2" />
        <div className="min-w-0">
          <p id={textId} className="font-medium break-words">
            {payment.description}
          </p>
          <p className="text-xs text-muted-foreground">
            {paymentTypeLabel(payment.type)} · {when(payment)}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 sm:justify-end">
        <p className="font-semibold tabular-nums">{money(payment.amount)}</p>
        <PaymentStatusBadge status={payment.status} />
        {payment.status === 'paid' ? (
          <a
            href={receiptUrl(payment.id)}
            download
            aria-describedby={textId}
            className="inline-flex h-9 items-center gap-2 rounded-md border border-border px-3 text-sm font-medium hover:bg-surface-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <FileDown className="size-4" aria-hidden="true" />
            Receipt
          </a>
        ) : payment.status === 'failed' ? (
          // A declined payment is not outstanding any more, but still owed: it can be paid from here.
          <PayNowButton describedBy={textId} starting={startingId === payment.id} disabled={startingId !== null} onClick={() => onPay(payment)} />
        ) : null}
      </div>
    </li>
  );
}

/** Every payment, newest first: status, paid date and card, a Receipt for paid ones. */
export function PaymentHistory({ payments, onPay, startingId }: { payments: Payment[] } & PayActions) {
  return (
    <Card>
      <CardHeader className="px-4 sm:px-6">
        <CardTitle>Payment History</CardTitle>
        <CardDescription>All your payments, newest first.</CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        {payments.length === 0 ? (
          <EmptyState icon={History} title="No payment history found" />
        ) : (
          <ul aria-label="Payment history" className="divide-y divide-border">
            {payments.map((payment) => (
              <HistoryItem key={payment.id} payment={payment} onPay={onPay} startingId={startingId} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
