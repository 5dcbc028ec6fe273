import type { AnalyticsDay } from '@shared/analytics';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDay, formatDuration } from '../lib/analytics-summary';

const COLUMNS = ['Date', 'Visitors', 'Page Views', 'Bounce Rate', 'Uptime', 'Response Time', 'Avg Session'];

/** The last 10 days with data, newest first. */
export function RecentAnalyticsTable({ rows }: { rows: AnalyticsDay[] }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle id="recent-analytics-title">Recent Analytics</CardTitle>
        <CardDescription>The last {rows.length} {rows.length === 1 ? 'day' : 'days'} with data, newest first</CardDescription>
      </CardHeader>
      <CardContent className="px-0 sm:px-6">
        {/* The table scrolls sideways on narrow screens; the region is focusable so keyboards can scroll it. */}
        <div role="region" aria-labelledby="recent-analytics-title" tabIndex={0} className="overflow-x-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <table aria-labelledby="recent-analytics-title" className="w-full min-w-[40rem] text-sm">
            <thead>
              <tr className="border-b border-border text-left text-xs text-muted-foreground">
                {COLUMNS.map((c, i) => (
                  <th key={c} scope="col" className={i === 0 ? 'whitespace-nowrap px-4 py-2 font-medium sm:pl-0' : 'whitespace-nowrap px-4 py-2 text-right font-medium'}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.date} className="border-b border-border/60 last:border-0">
                  <th scope="row" className="whitespace-nowrap px-4 py-2.5 text-left font-medium sm:pl-0">
                    <time dateTime={r.date}>{formatDay(r.date)}</time>
                  </th>
                  <td className="px-4 py-2.5 text-right tabular-nums">{r.visitors.toLocaleString()}</td>
                  <td className="px-4 py-2.5 text-right tabular-nums">{r.pageViews.toLocaleString()}</td>
                  <td className="px-4 py-2.5 text-right tabular-nums">{r.bounceRate}%</td>
                  <td className="px-4 py-2.5 text-right tabular-nums">{r.uptime}%</td>
                  <td className="px-4 py-2.5 text-right tabular-nums">{r.responseTime > 0 ? `${r.responseTime} ms` : '—'}</td>
                  <td className="px-4 py-2.5 text-right tabular-nums">{formatDuration(r.avgSessionDuration)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
