import { describe, expect, it } from 'vitest';
import type { AnalyticsDay } from '@shared/analytics';
import { ANALYTICS_RANGES, DEFAULT_ANALYTICS_RANGE } from '@shared/analytics-labels';
import {
  addDays,
  dailyVisitors,
  formatDay,
  formatDuration,
  formatPercent,
  isoDay,
  recentRows,
  summarize,
  trendText,
  visitorTrend,
} from './analytics-summary';
import { pickRange, pickWebsiteId } from './analytics-selection';
import { trackingSnippet } from './tracking-snippet';

const day = (date: string, over: Partial<AnalyticsDay> = {}): AnalyticsDay => ({
  date,
  visitors: 10,
  pageViews: 20,
  bounceRate: '50.0',
  uptime: '100.00',
  responseTime: 200,
  avgSessionDuration: 60,
  ...over,
});

const TODAY = '2026-03-14';

describe('days', () => {
  it('isoDay is the UTC day; addDays crosses months and years', () => {
    expect(isoDay(new Date('2026-03-14T23:59:59Z'))).toBe('2026-03-14');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays(TODAY, 0)).toBe(TODAY);
  });

  it('formatDay shows the UTC day whatever the reader time zone', () => {
    expect(formatDay('2026-03-01', undefined, 'en-US')).toBe('Mar 1, 2026');
    expect(formatDay('not a day')).toBe('not a day');
  });
});

describe('visitorTrend', () => {
  it('compares the last 7 days (today included) with the 7 before, at the window edges', () => {
    const rows = [
      day('2026-02-28', { visitors: 1000 }), // 15 days back: outside both windows
      day('2026-03-01', { visitors: 40 }), // 13 days back: first day of the previous week
      day('2026-03-07', { visitors: 60 }), // 7 days back: last day of the previous week
      day('2026-03-08', { visitors: 30 }), // 6 days back: first day of the current week
      day(TODAY, { visitors: 90 }),
      day('2026-03-15', { visitors: 500 }), // after today: ignored
    ];
    expect(visitorTrend(rows, TODAY)).toEqual({ current: 120, previous: 100, change: 20, direction: 'up' });
  });

  it('goes down, stays flat, and has no percent without visitors the week before', () => {
    expect(visitorTrend([day('2026-03-01', { visitors: 200 }), day(TODAY, { visitors: 50 })], TODAY)).toEqual({ current: 50, previous: 200, change: -75, direction: 'down' });
    expect(visitorTrend([day('2026-03-02', { visitors: 3 }), day('2026-03-09', { visitors: 3 })], TODAY)).toMatchObject({ change: 0, direction: 'flat' });
    expect(visitorTrend([day(TODAY, { visitors: 1 })], TODAY)).toEqual({ current: 1, previous: 0, change: null, direction: 'up' });
    expect(visitorTrend([], TODAY)).toEqual({ current: 0, previous: 0, change: null, direction: 'flat' });
  });

  it('rounds the change to one decimal', () => {
    expect(visitorTrend([day('2026-03-01', { visitors: 3 }), day(TODAY, { visitors: 4 })], TODAY).change).toBe(33.3);
  });

  it('says the trend in words', () => {
    expect(trendText({ current: 120, previous: 100, change: 20, direction: 'up' })).toBe('+20.0% vs the previous 7 days');
    expect(trendText({ current: 50, previous: 200, change: -75, direction: 'down' })).toBe('−75.0% vs the previous 7 days');
    expect(trendText({ current: 3, previous: 3, change: 0, direction: 'flat' })).toBe('No change vs the previous 7 days');
    expect(trendText({ current: 1, previous: 0, change: null, direction: 'up' })).toBe('Up from 0 in the previous 7 days');
    expect(trendText({ current: 0, previous: 0, change: null, direction: 'flat' })).toBe('No visitors in the last 14 days');
  });
});

describe('summarize', () => {
  it('totals visitors and page views and averages the rest', () => {
    const s = summarize([
      day('2026-03-12', { visitors: 10, pageViews: 30, bounceRate: '40.0', uptime: '100.00', responseTime: 300, avgSessionDuration: 100 }),
      day('2026-03-13', { visitors: 30, pageViews: 50, bounceRate: '20.0', uptime: '99.00', responseTime: 0, avgSessionDuration: 200 }),
      // A day with uptime checks only: counted for uptime, not for bounce rate or session length.
      day(TODAY, { visitors: 0, pageViews: 0, bounceRate: '0.0', uptime: '98.00', responseTime: 500, avgSessionDuration: 0 }),
    ]);
    expect(s).toEqual({ visitors: 40, pageViews: 80, bounceRate: 30, uptime: 99, responseTime: 400, avgSessionDuration: 150 });
  });

  it('has no averages without rows', () => {
    expect(summarize([])).toEqual({ visitors: 0, pageViews: 0, bounceRate: null, uptime: null, responseTime: null, avgSessionDuration: null });
  });
});

describe('dailyVisitors and recentRows', () => {
  it('gives the last N calendar days oldest first, filling gaps with 0', () => {
    const chart = dailyVisitors([day('2026-03-05', { visitors: 99 }), day('2026-03-12', { visitors: 7 }), day(TODAY, { visitors: 3 })], TODAY, 10);
    expect(chart).toHaveLength(10);
    expect(chart[0]).toEqual({ date: '2026-03-05', visitors: 99 });
    expect(chart.at(-3)).toEqual({ date: '2026-03-12', visitors: 7 });
    expect(chart.at(-2)).toEqual({ date: '2026-03-13', visitors: 0 });
    expect(chart.at(-1)).toEqual({ date: TODAY, visitors: 3 });
    expect(dailyVisitors([], TODAY, 0)).toEqual([]);
  });

  it('keeps the last 10 rows, newest first', () => {
    const rows = Array.from({ length: 12 }, (_, i) => day(addDays(TODAY, -i)));
    const recent = recentRows([...rows].reverse());
    expect(recent).toHaveLength(10);
    expect(recent[0].date).toBe(TODAY);
    expect(recent[9].date).toBe(addDays(TODAY, -9));
    expect(recentRows([day('2026-03-01'), day('2026-03-03'), day('2026-03-02')], 10).map((r) => r.date)).toEqual(['2026-03-03', '2026-03-02', '2026-03-01']);
  });
});

describe('formatters', () => {
  it('formats durations', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(59.4)).toBe('59s');
    expect(formatDuration(60)).toBe('1m 00s');
    expect(formatDuration(125)).toBe('2m 05s');
    expect(formatDuration(3599)).toBe('59m 59s');
    expect(formatDuration(3720)).toBe('1h 02m');
  });

  it('formats percents', () => {
    expect(formatPercent(null, 1)).toBe('—');
    expect(formatPercent(99.956, 2)).toBe('99.96%');
    expect(formatPercent(35, 1)).toBe('35.0%');
  });
});

describe('selection', () => {
  const sites = [{ id: 'a' }, { id: 'b' }];
  it('picks the requested website when it is the client own, else the first, else none', () => {
    expect(pickWebsiteId(sites, 'b')).toBe('b');
    expect(pickWebsiteId(sites, 'zzz')).toBe('a');
    expect(pickWebsiteId(sites, null)).toBe('a');
    expect(pickWebsiteId([], 'a')).toBeNull();
  });

  it('picks an offered range, else the default', () => {
    expect(pickRange(ANALYTICS_RANGES, '7', DEFAULT_ANALYTICS_RANGE)).toBe(7);
    expect(pickRange(ANALYTICS_RANGES, '90', DEFAULT_ANALYTICS_RANGE)).toBe(90);
    expect(pickRange(ANALYTICS_RANGES, '14', DEFAULT_ANALYTICS_RANGE)).toBe(30);
    expect(pickRange(ANALYTICS_RANGES, null, DEFAULT_ANALYTICS_RANGE)).toBe(30);
  });
});

describe('trackingSnippet', () => {
  it('fills in the domain and the portal origin', () => {
    expect(trackingSnippet('bakery.example', 'https://portal.example')).toBe(
      '<script defer data-site="bakery.example" src="https://portal.example/js/track.js"></script>',
    );
    expect(trackingSnippet(' bakery.example ', 'http://localhost:5000/')).toBe(
      '<script defer data-site="bakery.example" src="http://localhost:5000/js/track.js"></script>',
    );
  });

  it('escapes characters that would break out of the attribute', () => {
    expect(trackingSnippet('a"b<c>&d', 'https://p.example')).toContain('data-site="a&quot;b&lt;c&gt;&amp;d"');
  });
});
