import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AnalyticsDay } from '../../../shared/analytics';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { addDays, isoDay } from '../../lib/dates';
import { badRequest } from '../../lib/errors';
import type { Job } from '../../jobs/job';
import type { WebsitesService } from '../websites/websites.service';
import { analyticsRepository } from './analytics.repository';
import { rollupDay } from './rollup';
import { isBot, pathOf, referrerHost, visitorId } from './visitors';

/** The API's row: one shape for server and client. */
export type AnalyticsRow = AnalyticsDay;

export interface Beacon {
  site: string;
  url: string;
  referrer?: string;
  event?: 'pageview' | 'leave';
  duration?: number;
}

const FLUSH_EVERY_MS = 1000;
const FLUSH_AT = 1000;
const DOMAIN_CACHE_MS = 30_000;
const DOMAIN_MISS_REFRESH_MS = 2_000;

export class AnalyticsService {
  private buffer: (Parameters<typeof analyticsRepository.insertEvents>[1][number])[] = [];
  private salts = new Map<string, Promise<string>>();
  private domains: { at: number; map: Map<string, string> } | null = null;
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly d: { db: Db; clock: Clock; log: FastifyBaseLogger; websites: () => WebsitesService }) {}

  /** A website's daily figures as CSV (for its backup). Ownership is checked by the caller. */
  async dailyCsv(websiteId: string): Promise<string> {
    const rows = await analyticsRepository.allDays(this.d.db, websiteId);
    const lines = ['date,visitors,pageViews,bounceRate,uptime,responseTime,avgSessionDuration'];
    for (const r of rows) lines.push([r.day, r.visitors, r.pageViews, r.bounceRate, r.uptime, r.responseTime, r.avgSessionDuration].join(','));
    return `${lines.join('\n')}\n`;
  }

  /** The caller's website's rows for the last `days` days (today included), oldest first. */
  async range(userId: string, websiteId: string, days: number): Promise<AnalyticsRow[]> {
    if (!Number.isInteger(days) || days < 1 || days > 365) throw badRequest('Days must be a whole number from 1 to 365', { days: 'Days must be a whole number from 1 to 365' });
    await this.d.websites().getOwned(userId, websiteId);
    const today = this.d.clock.now();
    const rows = await analyticsRepository.range(this.d.db, websiteId, isoDay(addDays(today, -(days - 1))), isoDay(today));
    return rows.map((r) => ({
      date: r.day,
      visitors: r.visitors,
      pageViews: r.pageViews,
      bounceRate: Number(r.bounceRate).toFixed(1),
      uptime: Number(r.uptime).toFixed(2),
      responseTime: r.responseTime,
      avgSessionDuration: r.avgSessionDuration,
    }));
  }

  private salt(day: string): Promise<string> {
    let salt = this.salts.get(day);
    if (!salt) {
      salt = analyticsRepository.saltFor(this.d.db, day, randomBytes(32).toString('hex'));
      salt.catch(() => this.salts.delete(day));
      this.salts.set(day, salt);
      for (const key of this.salts.keys()) if (key < isoDay(addDays(this.d.clock.now(), -1))) this.salts.delete(key);
    }
    return salt;
  }

  private async siteId(domain: string): Promise<string | undefined> {
    const d = domain.toLowerCase().replace(/^www\./, '');
    const lookup = () => this.domains!.map.get(d) ?? this.domains!.map.get(`www.${d}`);
    const age = this.domains ? Date.now() - this.domains.at : Infinity;
    // Refreshed every 30 s, and sooner (at most every 2 s) for a domain it does not know: a new website counts at once.
    if (age > DOMAIN_CACHE_MS || (age > DOMAIN_MISS_REFRESH_MS && !lookup())) {
      const rows = await analyticsRepository.liveDomains(this.d.db);
      this.domains = { at: Date.now(), map: new Map(rows.map((r) => [r.domain.toLowerCase(), r.id])) };
    }
    return lookup();
  }

  /** Takes a beacon without waiting for the database; bots and unknown sites are dropped. */
  accept(beacon: Beacon, ip: string, userAgent: string | undefined): void {
    if (isBot(userAgent)) return;
    const path = pathOf(beacon.url);
    if (!path) return;
    const at = this.d.clock.now();
    const day = isoDay(at);
    const record = (websiteId: string | undefined, salt: string) => {
      if (!websiteId) return;
      this.buffer.push({
        websiteId,
        day,
        visitorId: visitorId(salt, websiteId, ip, userAgent ?? ''),
        kind: beacon.event === 'leave' ? 'leave' : 'pageview',
        path,
        referrer: referrerHost(beacon.referrer, beacon.site.toLowerCase()),
        durationMs: beacon.duration !== undefined ? Math.round(beacon.duration) : null,
        at,
      });
      if (this.buffer.length >= FLUSH_AT) void this.flush();
    };
    // The usual case, with the day's salt and a fresh domain table in memory, allocates no promise.
    const known = this.knownSite(beacon.site);
    if (known !== null && this.saltToday?.day === day) return record(known, this.saltToday.salt);
    Promise.all([this.siteId(beacon.site), this.salt(day)])
      .then(([websiteId, salt]) => {
        this.saltToday = { day, salt };
        record(websiteId, salt);
      })
      .catch((err) => this.d.log.warn({ err: { message: (err as Error).message } }, 'beacon dropped'));
  }

  private saltToday: { day: string; salt: string } | null = null;

  /** The site's id when the domain table is fresh and knows it, else null (ask siteId()). */
  private knownSite(domain: string): string | null {
    if (!this.domains || Date.now() - this.domains.at > DOMAIN_CACHE_MS) return null;
    const d = domain.toLowerCase().replace(/^www\./, '');
    return this.domains.map.get(d) ?? this.domains.map.get(`www.${d}`) ?? null;
  }

  /** Writes what is buffered in one batch; one flush at a time. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      while (this.buffer.length) {
        const batch = this.buffer.splice(0, FLUSH_AT);
        try {
          await analyticsRepository.insertEvents(this.d.db, batch);
        } catch (err) {
          this.d.log.error({ err: { message: (err as Error).message }, events: batch.length }, 'could not store analytics events');
        }
      }
    });
    return this.flushing;
  }

  /** Waits for beacons still being resolved, then writes everything (tests and shutdown). */
  async drain(): Promise<void> {
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setTimeout(r, 20));
    await this.flush();
  }

  startBuffer() {
    this.timer ??= setInterval(() => void this.flush(), FLUSH_EVERY_MS);
    this.timer.unref();
  }

  async stop() {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.drain();
  }

  /** Today's and yesterday's rows from events and checks; monthlyVisits; salts older than 48 h go. */
  async rollup(): Promise<number> {
    await this.flush();
    const now = this.d.clock.now();
    const days = [isoDay(addDays(now, -1)), isoDay(now)];
    const touched = new Set<string>();
    for (const day of days) {
      for (const websiteId of await analyticsRepository.activeSites(this.d.db, day)) {
        const [events, checks] = await Promise.all([analyticsRepository.dayEvents(this.d.db, websiteId, day), analyticsRepository.dayChecks(this.d.db, websiteId, day)]);
        await analyticsRepository.upsertDay(this.d.db, websiteId, day, rollupDay(events, checks));
        touched.add(websiteId);
      }
    }
    await analyticsRepository.refreshMonthlyVisits(this.d.db, [...touched], isoDay(addDays(now, -29)));
    await analyticsRepository.deleteSaltsBefore(this.d.db, isoDay(addDays(now, -1)));
    return touched.size;
  }

  jobs(): Job[] {
    return [{ name: 'analytics.rollup', run: () => this.rollup() }];
  }
}
