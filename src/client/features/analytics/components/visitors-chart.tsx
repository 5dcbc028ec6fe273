import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDay } from '../lib/analytics-summary';

/**
 * Daily visitors as CSS bars: a list of days, each with its figure in text (screen readers read the
 * list; the bars are decoration). The tallest day fills the plot; a day without visitors keeps a hairline.
 */
export function VisitorsChart({ days }: { days: Array<{ date: string; visitors: number }> }) {
  const max = Math.max(1, ...days.map((d) => d.visitors));
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle id="visitors-chart-title">Daily Visitors</CardTitle>
        <CardDescription>Last {days.length} days</CardDescription>
      </CardHeader>
      <CardContent>
        <ol aria-labelledby="visitors-chart-title" className="flex h-56 items-stretch gap-1.5 sm:gap-3">
          {days.map((d) => (
            <li key={d.date} className="flex min-w-0 flex-1 flex-col items-center gap-1.5" aria-label={`${formatDay(d.date)}: ${d.visitors.toLocaleString()} ${d.visitors === 1 ? 'visitor' : 'visitors'}`}>
              <span aria-hidden="true" className="text-[11px] font-medium tabular-nums text-muted-foreground sm:text-xs">
                {d.visitors.toLocaleString(undefined, { notation: 'compact' })}
              </span>
              <div aria-hidden="true" className="flex w-full flex-1 items-end rounded-md bg-surface-2/60">
                <div
                  className="w-full rounded-md bg-accent transition-[height] motion-reduce:transition-none"
                  style={{ height: `${Math.max(1, (d.visitors / max) * 100)}%` }}
                />
              </div>
              <span aria-hidden="true" className="whitespace-nowrap text-[11px] text-muted-foreground sm:text-xs">
                <span className="sm:hidden">{formatDay(d.date, { day: 'numeric' })}</span>
                <span className="hidden sm:inline">{formatDay(d.date, { month: 'numeric', day: 'numeric' })}</span>
              </span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
