import { Link } from 'wouter';
import { ArrowRight, BellRing } from 'lucide-react';
import { daysUntilDue, paymentReminders, reminderLabel, reminderTone, type Payment } from '@shared/billing';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DueLabel } from '@/features/billing/components/due-label';
import { PaymentTypeIcon } from '@/features/billing/components/payment-type-icon';
import { money } from '@/features/billing/lib/payment-display';
import { CardLoadState } from '@/components/ui/card-load-state';

/**
 * SPEC section 9: payments due within 7 days or overdue, at most 3 listed then '+N more payments due',
 * each labelled and coloured by how soon it is due, the total outstanding, and the way to Billing.
 */
export function PaymentReminders({ payments, now, failed, onRetry }: { payments: Payment[] | undefined; now: Date; failed: boolean; onRetry: () => void }) {
  const reminders = payments ? paymentReminders(payments, now) : null;
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-2">
        <BellRing className="size-5 text-accent-soft" aria-hidden="true" />
        <CardTitle>Payment Reminders</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        {!reminders ? (
          <CardLoadState what="payments" failed={failed} onRetry={onRetry} />
        ) : reminders.listed.length === 0 ? (
          <p className="text-sm text-muted-foreground">No payments due in the next 7 days.</p>
        ) : (
          <>
            <ul aria-label="Payments due" className="grid grid-cols-1 gap-3">
              {reminders.listed.map((payment) => {
                const days = daysUntilDue(payment.dueDate, now);
                return (
                  <li key={payment.id} className="flex items-center gap-3">
                    <PaymentTypeIcon type={payment.type} className="p-2" />
                    <div className="min-w-0 flex-1">
                      <p className="text-sm font-medium break-words">
                        {payment.description}
                      </p>
                      <DueLabel text={reminderLabel(days)} tone={reminderTone(days)} className="mt-1" />
                    </div>
                    <p className="text-sm font-semibold tabular-nums">{money(payment.amount)}</p>
                  </li>
                );
              })}
            </ul>
            {reminders.more > 0 && (
              <p className="text-sm text-muted-foreground">
                {/* SPEC section 9's wording, also for one. */}
                +{reminders.more} more payments due
              </p>
            )}
            <div className="flex items-baseline justify-between gap-4 border-t border-border pt-3">
              <span className="text-sm text-muted-foreground">Total outstanding</span>
              <span className="text-lg font-bold tabular-nums">
                {money(reminders.total)}
              </span>
            </div>
          </>
        )}
        <Button asChild variant="secondary" size="sm" className="justify-self-start">
          <Link href="/billing">
            View Billing
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
