/** One day of a website's analytics as GET /api/websites/{id}/analytics/{days} answers it (SPEC section 3). */
export interface AnalyticsDay {
  /** 'YYYY-MM-DD' (UTC day). */
  date: string;
  visitors: number;
  pageViews: number;
  /** Percent string, e.g. '35.0'. */
  bounceRate: string;
  /** Percent string, e.g. '99.95' (100 when nothing was checked that day). */
  uptime: string;
  /** Milliseconds; 0 when no check succeeded that day. */
  responseTime: number;
  /** Seconds. */
  avgSessionDuration: number;
}
