import type { AnalyticsDay } from '@shared/analytics';
import { TREND_WINDOW_DAYS } from '@shared/analytics-labels';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of a moment, 'YYYY-MM-DD' — the server counts days in UTC. */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** 'YYYY-MM-DD' moved by whole days. */
export function addDays(day: string, days: number): string {
  return isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

const toNumber = (value: string | number): number => {
  const n = typeof value === 'number' ? value : Number.parseFloat(value);
  return Number.isFinite(n) ? n : 0;
};

const mean = (values: number[]): number | null => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : null);

export interface VisitorTrend {
  /** Visitors over the last 7 days, today included. */
  current: number;
  /** Visitors over the 7 days before those. */
  previous: number;
  /** Percent change, one decimal; null when the earlier week had no visitors (no base to compare with). */
  change: number | null;
  direction: 'up' | 'down' | 'flat';
}

/** SPEC section 9: the visitor trend compares the last 7 days (to `today`) with the 7 before. Gaps count as 0. */
export function visitorTrend(rows: readonly AnalyticsDay[], today: string): VisitorTrend {
  const currentFrom = addDays(today, -(TREND_WINDOW_DAYS - 1));
  const previousFrom = addDays(today, -(2 * TREND_WINDOW_DAYS - 1));
  let current = 0;
  let previous = 0;
  for (const row of rows) {
    if (row.date > today || row.date < previousFrom) continue;
    if (row.date >= currentFrom) current += row.visitors;
    else previous += row.visitors;
  }
  const change = previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 10;
  const direction = current > previous ? 'up' : current < previous ? 'down' : 'flat';
  return { current, previous, change, direction };
}

/** The trend in words, e.g. '+12.5% vs the previous 7 days'. */
export function trendText(trend: VisitorTrend): string {
  if (trend.change === null) {
    return trend.current > 0 ? 'Up from 0 in the previous 7 days' : 'No visitors in the last 14 days';
  }
  if (trend.change === 0) return 'No change vs the previous 7 days';
  const sign = trend.change > 0 ? '+' : '−';
  return `${sign}${Math.abs(trend.change).toFixed(1)}% vs the previous 7 days`;
}

export interface AnalyticsSummary {
  visitors: number;
  pageViews: number;
  /** Mean of the days that had visitors; null without any. */
  bounceRate: number | null;
  /** Mean of every day's uptime; null without rows. */
  uptime: number | null;
  /** Mean of the days with a measured response (0 means nothing was measured); null without any. */
  responseTime: number | null;
  /** Mean of the days that had visitors, in seconds; null without any. */
  avgSessionDuration: number | null;
}

/** The metric cards' figures over the selected range. */
export function summarize(rows: readonly AnalyticsDay[]): AnalyticsSummary {
  const visited = rows.filter((r) => r.visitors > 0);
  const measured = rows.filter((r) => r.responseTime > 0);
  return {
    visitors: rows.reduce((n, r) => n + r.visitors, 0),
    pageViews: rows.reduce((n, r) => n + r.pageViews, 0),
    bounceRate: mean(visited.map((r) => toNumber(r.bounceRate))),
    uptime: mean(rows.map((r) => toNumber(r.uptime))),
    responseTime: mean(measured.map((r) => r.responseTime)),
    avgSessionDuration: mean(visited.map((r) => r.avgSessionDuration)),
  };
}

/** The bar chart's days: the last `days` calendar days to `today`, oldest first, a missing day as 0 visitors. */
export function dailyVisitors(rows: readonly AnalyticsDay[], today: string, days: number): Array<{ date: string; visitors: number }> {
  const byDate = new Map(rows.map((r) => [r.date, r.visitors]));
  return Array.from({ length: Math.max(0, days) }, (_, i) => {
    const date = addDays(today, i - (days - 1));
    return { date, visitors: byDate.get(date) ?? 0 };
  });
}

/** The recent analytics table: the last `limit` rows, newest first. */
export function recentRows<T extends { date: string }>(rows: readonly T[], limit = 10): T[] {
  return [...rows].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0)).slice(0, limit);
}

/** Seconds as '45s', '2m 05s' or '1h 02m'. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return '—';
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(s / 3600)}h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
}

/** A percent figure with `digits` decimals, or '—' without one. */
export const formatPercent = (value: number | null, digits: number): string => (value === null ? '—' : `${value.toFixed(digits)}%`);

/** A 'YYYY-MM-DD' day in the reader's locale, read as the UTC day it is (no shift across time zones). */
export function formatDay(day: string, options: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' }, locale?: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : date.toLocaleDateString(locale, { ...options, timeZone: 'UTC' });
}
