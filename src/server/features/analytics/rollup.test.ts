import { describe, expect, it } from 'vitest';
import { type DayEvent, rollupDay } from './rollup';

const at = (min: number) => new Date(Date.UTC(2026, 10, 20, 10, 0) + min * 60_000);
const ev = (visitorId: string, kind: DayEvent['kind'], min: number): DayEvent => ({ visitorId, kind, at: at(min) });

describe('rollupDay', () => {
  it('counts visitors, page views, bounces and session time', () => {
    const figures = rollupDay(
      [
        // a: two pages then leaves after 4 minutes; one session, not a bounce
        ev('a', 'pageview', 0),
        ev('a', 'pageview', 1),
        ev('a', 'leave', 4),
        // b: one page, leaves after 1 minute: a bounce; then back 45 minutes later: a new session, a bounce
        ev('b', 'pageview', 0),
        ev('b', 'leave', 1),
        ev('b', 'pageview', 46),
      ],
      [],
    );
    expect(figures.visitors).toBe(2);
    expect(figures.pageViews).toBe(4);
    expect(figures.bounceRate).toBe('66.67');
    // sessions: 240 s, 60 s, 0 s → 100 s
    expect(figures.avgSessionDuration).toBe(100);
    expect(figures.uptime).toBe('100.000');
    expect(figures.responseTime).toBe(0);
  });

  it('takes uptime from checks: share of successful ones, mean response of those', () => {
    const f = rollupDay([], [
      { ok: true, responseMs: 100 },
      { ok: true, responseMs: 300 },
      { ok: false, responseMs: null },
      { ok: true, responseMs: 200 },
    ]);
    expect(f.uptime).toBe('75.000');
    expect(f.responseTime).toBe(200);
    expect(f.bounceRate).toBe('0.00');
  });
});
