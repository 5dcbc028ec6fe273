import { daysUntilDue, reminderLabel, type Payment } from '@shared/billing';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/features/websites/lib/website-display';
import { money } from '../lib/payment-display';
import { PaymentTypeIcon } from './payment-type-icon';

/** The next few pending payments that are not due yet, soonest first. */
export function UpcomingPaymentsPanel({ payments, now }: { payments: Payment[]; now: Date }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Upcoming Payments</CardTitle>
        <CardDescription>What is due next.</CardDescription>
      </CardHeader>
      <CardContent>
        {payments.length === 0 ? (
          <p className="text-sm text-muted-foreground">No upcoming payments.</p>
        ) : (
          <ul aria-label="Upcoming payments" className="grid grid-cols-1 gap-3">
            {payments.map((payment) => (
              <li key={payment.id} className="flex items-center gap-3">
                <PaymentTypeIcon type={payment.type} className="p-2" />
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium break-words">
                    {payment.description}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {formatDate(payment.dueDate, 'N/A')} · {reminderLabel(daysUntilDue(payment.dueDate, now))}
                  </p>
                </div>
                <p className="text-sm font-semibold tabular-nums">{money(payment.amount)}</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
