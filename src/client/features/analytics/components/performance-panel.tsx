import type { ReactNode } from 'react';
import {
  bounceRateLabel,
  bounceRateTone,
  responseTimeLabel,
  responseTimeTone,
  uptimeLabel,
  uptimeTone,
  type MetricTone,
} from '@shared/analytics-labels';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { formatPercent, type AnalyticsSummary } from '../lib/analytics-summary';
import { ToneBadge, toneBar, toneText } from './metric-tone';

interface Row {
  name: string;
  value: string;
  /** Absent when there is nothing measured to judge. */
  judged?: { tone: MetricTone; label: string; fill: number };
  missing: string;
}

/** Response times fill the bar on a 0–2 s scale: 500 ms (Fast) is a quarter, 1 s (Acceptable) half. */
const RESPONSE_SCALE_MS = 2000;

function Metric({ row }: { row: Row }): ReactNode {
  return (
    <div role="group" aria-label={row.name} className="min-w-0">
      <div className="flex items-center justify-between gap-3">
        <span className="text-sm text-muted-foreground">{row.name}</span>
        {row.judged ? <ToneBadge tone={row.judged.tone}>{row.judged.label}</ToneBadge> : <span className="text-xs text-muted-foreground">{row.missing}</span>}
      </div>
      <p className={cn('mt-1 text-2xl font-semibold tabular-nums', row.judged && toneText(row.judged.tone))}>{row.value}</p>
      <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-surface-3">
        {row.judged && <div className={cn('h-full rounded-full', toneBar(row.judged.tone))} style={{ width: `${Math.min(100, Math.max(2, row.judged.fill))}%` }} />}
      </div>
    </div>
  );
}

/** Uptime, response time and bounce rate against the SPEC's thresholds. */
export function PerformancePanel({ summary, days }: { summary: AnalyticsSummary; days: number }) {
  const { uptime, responseTime, bounceRate } = summary;
  const rows: Row[] = [
    {
      name: 'Uptime',
      value: formatPercent(uptime, 2),
      judged: uptime === null ? undefined : { tone: uptimeTone(uptime), label: uptimeLabel(uptime), fill: uptime },
      missing: 'No checks yet',
    },
    {
      name: 'Response Time',
      value: responseTime === null ? '—' : `${Math.round(responseTime)} ms`,
      judged: responseTime === null ? undefined : { tone: responseTimeTone(responseTime), label: responseTimeLabel(responseTime), fill: (responseTime / RESPONSE_SCALE_MS) * 100 },
      missing: 'Not measured yet',
    },
    {
      name: 'Bounce Rate',
      value: formatPercent(bounceRate, 1),
      judged: bounceRate === null ? undefined : { tone: bounceRateTone(bounceRate), label: bounceRateLabel(bounceRate), fill: bounceRate },
      missing: 'No visits yet',
    },
  ];
  return (
    <Card role="region" aria-labelledby="performance-title" className="min-w-0">
      <CardHeader>
        <CardTitle id="performance-title">Performance Metrics</CardTitle>
        <CardDescription>Averages over the last {days} days</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {rows.map((row) => (
          <Metric key={row.name} row={row} />
        ))}
      </CardContent>
    </Card>
  );
}
