/**
 * Analytics thresholds (SPEC section 9), shared so the screen and the assistant's answers agree.
 * Figures arrive as percent strings or numbers; anything that is not a finite number is treated as 0.
 */

export type MetricTone = 'green' | 'yellow' | 'red';

/** The time ranges the Analytics screen offers, in days (SPEC section 9). */
export const ANALYTICS_RANGES = [7, 30, 90] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = 30;

/** The days the visitor trend compares: the last 7 with the 7 before. */
export const TREND_WINDOW_DAYS = 7;

const num = (value: number | string | null | undefined): number => {
  const n = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
  return Number.isFinite(n) ? n : 0;
};

/** Uptime colour: at least 99 green, at least 95 yellow, else red. */
export function uptimeTone(uptime: number | string): MetricTone {
  const u = num(uptime);
  if (u >= 99) return 'green';
  if (u >= 95) return 'yellow';
  return 'red';
}

/** Uptime label: 99.9 or more Excellent, 99 or more Good, else Issues detected. */
export function uptimeLabel(uptime: number | string): 'Excellent' | 'Good' | 'Issues detected' {
  const u = num(uptime);
  if (u >= 99.9) return 'Excellent';
  if (u >= 99) return 'Good';
  return 'Issues detected';
}

/** Response time: up to 500 ms green, up to 1000 ms yellow, else red. */
export function responseTimeTone(ms: number | string): MetricTone {
  const t = num(ms);
  if (t <= 500) return 'green';
  if (t <= 1000) return 'yellow';
  return 'red';
}

/** Response time: up to 500 ms Fast, up to 1000 ms Acceptable, else Slow. */
export function responseTimeLabel(ms: number | string): 'Fast' | 'Acceptable' | 'Slow' {
  const t = num(ms);
  if (t <= 500) return 'Fast';
  if (t <= 1000) return 'Acceptable';
  return 'Slow';
}

/** Bounce rate: below 40 Excellent, below 70 Good, else Needs improvement. */
export function bounceRateLabel(rate: number | string): 'Excellent' | 'Good' | 'Needs improvement' {
  const b = num(rate);
  if (b < 40) return 'Excellent';
  if (b < 70) return 'Good';
  return 'Needs improvement';
}

/** The bounce-rate label's colour (the spec names no colours; these follow the label). */
export function bounceRateTone(rate: number | string): MetricTone {
  const label = bounceRateLabel(rate);
  return label === 'Excellent' ? 'green' : label === 'Good' ? 'yellow' : 'red';
}
