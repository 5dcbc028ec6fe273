/** Events of one website and day, oldest first per visitor. */
export interface DayEvent {
  visitorId: string;
  kind: 'pageview' | 'leave';
  at: Date;
}

export interface DayCheck {
  ok: boolean;
  responseMs: number | null;
}

export const SESSION_GAP_MS = 30 * 60 * 1000;

export interface DayFigures {
  visitors: number;
  pageViews: number;
  bounceRate: string;
  avgSessionDuration: number;
  uptime: string;
  responseTime: number;
}

/**
 * A day's figures: a session is a visitor's events with gaps under 30 minutes; a bounce is a
 * session of one page view; a session lasts from its first event to its last (the tracker's
 * 'leave' beacon marks when the last page was left). Uptime is the share of successful checks
 * ("100" when there were none); response time the mean of successful checks.
 */
export function rollupDay(events: DayEvent[], checks: DayCheck[]): DayFigures {
  const byVisitor = new Map<string, DayEvent[]>();
  for (const e of events) {
    const list = byVisitor.get(e.visitorId) ?? [];
    list.push(e);
    byVisitor.set(e.visitorId, list);
  }
  let pageViews = 0;
  let sessions = 0;
  let bounces = 0;
  let totalMs = 0;
  for (const list of byVisitor.values()) {
    list.sort((a, b) => a.at.getTime() - b.at.getTime());
    let current: DayEvent[] = [];
    const close = () => {
      const views = current.filter((e) => e.kind === 'pageview').length;
      if (views === 0) return;
      sessions++;
      if (views === 1) bounces++;
      // From the first event to the last; a 'leave' beacon marks when the last page was left.
      totalMs += current[current.length - 1].at.getTime() - current[0].at.getTime();
    };
    for (const e of list) {
      if (current.length && e.at.getTime() - current[current.length - 1].at.getTime() > SESSION_GAP_MS) {
        close();
        current = [];
      }
      current.push(e);
      if (e.kind === 'pageview') pageViews++;
    }
    close();
  }
  const okChecks = checks.filter((c) => c.ok);
  return {
    visitors: byVisitor.size,
    pageViews,
    bounceRate: sessions ? ((bounces / sessions) * 100).toFixed(2) : '0.00',
    avgSessionDuration: sessions ? Math.round(totalMs / sessions / 1000) : 0,
    uptime: checks.length ? ((okChecks.length / checks.length) * 100).toFixed(3) : '100.000',
    responseTime: okChecks.length ? Math.round(okChecks.reduce((n, c) => n + (c.responseMs ?? 0), 0) / okChecks.length) : 0,
  };
}
