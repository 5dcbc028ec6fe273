import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AnalyticsDay } from '../../../shared/analytics';
import type { Database, Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { addDays, DAY_MS, isoDay } from '../../lib/dates';
import { badRequest } from '../../lib/errors';
import type { Job } from '../../jobs/job';
import type { WebsitesService } from '../websites/websites.service';
import { analyticsRepository, eventLine } from './analytics.repository';
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
/** Events held while the database is away (about 150 bytes each); past it new ones are dropped, and counted. */
const MAX_BUFFERED = 100_000;
const DOMAIN_CACHE_MS = 30_000;
const DOMAIN_MISS_REFRESH_MS = 2_000;

export class AnalyticsService {
  /** Events waiting for the next batch, each already a line of it. */
  private buffer: string[] = [];
  private salts = new Map<string, Promise<string>>();
  private domains: { at: number; map: Map<string, string> } | null = null;
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  /** The first day kept by the last prune in this process: a prune runs once a day, not at every rollup. */
  private keptFrom: string | undefined;
  /** Events refused since the last flush because the buffer was full. */
  private dropped = 0;
  /** A flush is waiting behind the running one: asking again adds nothing. */
  private flushQueued = false;
  /** The last flush found the database unreachable: only the timer retries (once a second). */
  private unreachable = false;

  constructor(
    private readonly d: {
      db: Db;
      database: Database;
      clock: Clock;
      log: FastifyBaseLogger;
      websites: () => WebsitesService;
      /** ANALYTICS_RAW_DAYS: days of raw events and checks kept, today included (at least 2). */
      rawDays: number;
      /** Events held at most while the database is away (tests set a small one). */
      maxBuffered?: number;
    },
  ) {}

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
    const at = this.d.clock.now().getTime();
    const day = this.dayOf(at);
    // The usual case, with the day's salt and a fresh domain table in memory, allocates no promise.
    const known = this.knownSite(beacon.site);
    if (known !== null && this.saltToday?.day === day) return this.record(beacon, path, day, at, ip, userAgent, known, this.saltToday.salt);
    Promise.all([this.siteId(beacon.site), this.salt(day)])
      .then(([websiteId, salt]) => {
        this.saltToday = { day, salt };
        this.record(beacon, path, day, at, ip, userAgent, websiteId, salt);
      })
      .catch((err) => this.d.log.warn({ err: { message: (err as Error).message } }, 'beacon dropped'));
  }

  /** Buffers one event (no closure per beacon: this runs thousands of times a second). */
  private record(beacon: Beacon, path: string, day: string, at: number, ip: string, userAgent: string | undefined, websiteId: string | undefined, salt: string) {
    if (!websiteId) return;
    if (this.buffer.length >= (this.d.maxBuffered ?? MAX_BUFFERED)) {
      this.dropped++;
      return;
    }
    this.buffer.push(
      eventLine({
        websiteId,
        day,
        visitorId: visitorId(salt, websiteId, ip, userAgent ?? ''),
        kind: beacon.event === 'leave' ? 'leave' : 'pageview',
        path,
        referrer: referrerHost(beacon.referrer, beacon.site),
        durationMs: beacon.duration !== undefined ? Math.round(beacon.duration) : null,
        at,
      }),
    );
    if (this.buffer.length >= FLUSH_AT && !this.unreachable) void this.flush();
  }

  private saltToday: { day: string; salt: string } | null = null;
  private today = { from: 0, to: 0, day: '' };

  /** The UTC day of a moment; the current day's bounds are kept, so most beacons format no date. */
  private dayOf(ms: number): string {
    const t = this.today;
    if (ms >= t.from && ms < t.to) return t.day;
    const from = ms - (((ms % DAY_MS) + DAY_MS) % DAY_MS);
    this.today = { from, to: from + DAY_MS, day: isoDay(new Date(ms)) };
    return this.today.day;
  }

  /** The site's id when the domain table is fresh and knows it, else null (ask siteId()). */
  private knownSite(domain: string): string | null {
    if (!this.domains || Date.now() - this.domains.at > DOMAIN_CACHE_MS) return null;
    const d = domain.toLowerCase().replace(/^www\./, '');
    return this.domains.map.get(d) ?? this.domains.map.get(`www.${d}`) ?? null;
  }

  /**
   * Writes what is buffered, in batches of 1,000; one flush at a time. A batch the database did not take
   * goes back to the front of the buffer while the database is unreachable (a restart, a network cut), to
   * be written at the next flush; when the database answers, the batch itself was refused and is dropped
   * (logged) rather than retried forever.
   */
  flush(): Promise<void> {
    if (this.flushQueued) return this.flushing;
    this.flushQueued = true;
    this.flushing = this.flushing.then(async () => {
      this.flushQueued = false;
      this.unreachable = false;
      while (this.buffer.length) {
        const batch = this.buffer.splice(0, FLUSH_AT);
        try {
          await analyticsRepository.insertEvents(this.d.database, batch);
        } catch (err) {
          const message = (err as Error).message;
          if (!(await this.d.database.ping())) {
            this.buffer.unshift(...batch);
            this.unreachable = true;
            this.d.log.warn({ err: { message }, buffered: this.buffer.length }, 'database unreachable: analytics events kept for the next flush');
            break;
          }
          this.d.log.error({ err: { message }, events: batch.length }, 'analytics events refused by the database: batch dropped');
        }
      }
      if (this.dropped) {
        this.d.log.warn({ dropped: this.dropped, buffered: this.buffer.length }, 'analytics buffer full: events dropped');
        this.dropped = 0;
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

  /**
   * Raw events and uptime checks older than ANALYTICS_RAW_DAYS go: the rollup only reads yesterday's and
   * today's, and the daily rows keep their figures. Without this the log grows forever.
   */
  async pruneRaw(): Promise<number> {
    const keepFrom = isoDay(addDays(this.d.clock.now(), -(this.d.rawDays - 1)));
    if (this.keptFrom === keepFrom) return 0;
    const deleted = await analyticsRepository.deleteRawBefore(this.d.db, keepFrom);
    this.keptFrom = keepFrom;
    if (deleted) this.d.log.info({ deleted, keepFrom }, 'old raw analytics deleted');
    return deleted;
  }

  jobs(): Job[] {
    return [
      { name: 'analytics.rollup', run: () => this.rollup() },
      { name: 'analytics.prune', run: () => this.pruneRaw() },
    ];
  }
}
