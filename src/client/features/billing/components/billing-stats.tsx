import { CalendarClock, CircleCheck, TriangleAlert, Wallet } from 'lucide-react';
import { daysUntilDue } from '@shared/billing';
import { StatCard } from '@/components/ui/stat-card';
import type { BillingSummary } from '../lib/billing-summary';
import { money, shortDate } from '../lib/payment-display';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The four figures at the top of Billing, all from the client's real payments. */
export function BillingStats({ summary, now }: { summary: BillingSummary; now: Date }) {
  const next = summary.nextDue;
  const nextDays = next ? daysUntilDue(next.dueDate, now) : null;
  return (
    <section aria-label="Billing statistics" className="mb-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard label="Outstanding Balance" value={money(summary.outstandingTotal)} icon={<Wallet />} note={plural(summary.outstandingCount, 'payment') + ' to pay'} />
      <StatCard
        label="Overdue"
        value={summary.overdueCount}
        icon={<TriangleAlert />}
        note={summary.overdueCount > 0 ? `${money(summary.overdueTotal)} past due` : 'Nothing past due'}
      />
      <StatCard
        label="Next Payment Due"
        value={next ? shortDate(next.dueDate, now) : '—'}
        icon={<CalendarClock />}
        note={next ? `${money(next.amount)} · ${nextDays === 0 ? 'today' : `in ${plural(nextDays ?? 0, 'day')}`}` : 'Nothing due'}
      />
      <StatCard label="Paid This Month" value={money(summary.paidThisMonthTotal)} icon={<CircleCheck />} note={plural(summary.paidThisMonthCount, 'payment')} />
    </section>
  );
}
