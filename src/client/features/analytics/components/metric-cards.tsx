import { Activity, Clock, Eye, LogOut, TrendingDown, TrendingUp, Minus, Users } from 'lucide-react';
import { bounceRateLabel, bounceRateTone, responseTimeLabel, responseTimeTone, uptimeLabel, uptimeTone } from '@shared/analytics-labels';
import { StatCard } from '@/components/ui/stat-card';
import { cn } from '@/lib/utils';
import { formatDuration, formatPercent, trendText, type AnalyticsSummary, type VisitorTrend } from '../lib/analytics-summary';
import { toneText } from './metric-tone';

function TrendNote({ trend }: { trend: VisitorTrend | null }) {
  if (!trend) return <span>Comparing weeks...</span>;
  const Icon = trend.direction === 'up' ? TrendingUp : trend.direction === 'down' ? TrendingDown : Minus;
  const tone = trend.direction === 'up' ? 'text-green-300' : trend.direction === 'down' ? 'text-red-300' : 'text-muted-foreground';
  return (
    <span data-testid="visitor-trend" className={cn('inline-flex items-center gap-1', tone)}>
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {trendText(trend)}
    </span>
  );
}

const Labelled = ({ text, className }: { text: string; className: string }) => <span className={cn('font-medium', className)}>{text}</span>;

/** Two wide cards over three narrow ones on large screens; one row of five on very wide ones. */
const WIDE = 'lg:col-span-3 2xl:col-span-1';
const NARROW = 'lg:col-span-2 2xl:col-span-1';

/** The five figures over the selected range; visitors carry the week-on-week trend. */
export function MetricCards({ summary, trend, days }: { summary: AnalyticsSummary; trend: VisitorTrend | null; days: number }) {
  const { visitors, pageViews, bounceRate, uptime, responseTime } = summary;
  return (
    <section aria-label="Metrics" className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-6 2xl:grid-cols-5">
      <StatCard className={WIDE} label="Visitors" value={visitors.toLocaleString()} icon={<Users />} note={<TrendNote trend={trend} />} />
      <StatCard className={WIDE} label="Page Views" value={pageViews.toLocaleString()} icon={<Eye />} note={`Avg. session ${formatDuration(summary.avgSessionDuration)} · last ${days} days`} />
      <StatCard
        className={NARROW}
        label="Bounce Rate"
        value={formatPercent(bounceRate, 1)}
        icon={<LogOut />}
        note={bounceRate === null ? 'No visits yet' : <Labelled text={bounceRateLabel(bounceRate)} className={toneText(bounceRateTone(bounceRate))} />}
      />
      <StatCard
        className={NARROW}
        label="Uptime"
        value={formatPercent(uptime, 2)}
        icon={<Activity />}
        note={uptime === null ? 'No checks yet' : <Labelled text={uptimeLabel(uptime)} className={toneText(uptimeTone(uptime))} />}
      />
      <StatCard
        className={cn(NARROW, 'sm:col-span-2')}
        label="Avg Response Time"
        value={responseTime === null ? '—' : `${Math.round(responseTime)} ms`}
        icon={<Clock />}
        note={responseTime === null ? 'Not measured yet' : <Labelled text={responseTimeLabel(responseTime)} className={toneText(responseTimeTone(responseTime))} />}
      />
    </section>
  );
}
