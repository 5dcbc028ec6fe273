import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import type { BillingSummary } from '../lib/billing-summary';
import { money } from '../lib/payment-display';

/** Account balance and credits: what is owed and what has been paid. Credits: the studio issues none, so none are claimed. */
export function AccountBalancePanel({ summary }: { summary: BillingSummary }) {
  const rows: Array<{ label: string; value: string; tone?: string }> = [
    { label: 'Outstanding balance', value: money(summary.outstandingTotal), tone: summary.outstandingCount > 0 ? 'text-yellow-200' : undefined },
    ...(summary.failedCount > 0 ? [{ label: 'Failed payments to retry', value: money(summary.failedTotal), tone: 'text-red-300' }] : []),
    { label: 'Total paid', value: money(summary.totalPaid), tone: 'text-green-300' },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account Balance and Credits</CardTitle>
        <CardDescription>What you owe and what you have paid.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-1 gap-3">
          {rows.map((row) => (
            <div key={row.label} className="flex items-baseline justify-between gap-4">
              <dt className="text-sm text-muted-foreground">{row.label}</dt>
              <dd className={cn('font-semibold tabular-nums', row.tone)}>{row.value}</dd>
            </div>
          ))}
        </dl>
        {/* The studio issues no credits (yet): say so rather than show a made-up figure. */}
        <p className="mt-4 border-t border-border pt-3 text-xs text-muted-foreground">No credits on your account.</p>
      </CardContent>
    </Card>
  );
}
