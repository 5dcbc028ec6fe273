import { createHash } from 'node:crypto';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { websites } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import { DAY_MS, isoDay } from '../../../lib/dates';
import type { AuthService } from '../../auth/auth.service';
import type { NotificationsService, NotificationType } from '../../notifications/notifications.service';
import { analyticsRepository } from '../analytics.repository';
import { type CheckResult, checkUrl } from './http-check';

type Site = Pick<typeof websites.$inferSelect, 'id' | 'userId' | 'name' | 'domain' | 'deploymentUrl' | 'monitorState' | 'tlsValidTo' | 'tlsWarnedFor' | 'tlsError'>;

const RETRY_AFTER_MS = 2_000;
const MAX_IN_FLIGHT = 50;
const TLS_WARN_DAYS = [14, 7, 1];

/** Where in the interval a site is checked: spread evenly by its id, stable across restarts. */
export function offsetOf(id: string, intervalMs: number): number {
  return createHash('sha256').update(id).digest().readUInt32BE(0) % intervalMs;
}

/**
 * Checks every active website's deploymentUrl once per interval, spread over the interval; a
 * failed check is retried once before the site counts as down; state changes and certificate
 * problems are told to the client and the studio.
 */
export class UptimeMonitor {
  private nextAt = new Map<string, number>();
  private inFlight = new Set<string>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly d: {
      db: Db;
      clock: Clock;
      log: FastifyBaseLogger;
      notifications: NotificationsService;
      auth: AuthService;
      intervalMs: number;
      allowPrivate: boolean;
      timeoutMs?: number;
      retryAfterMs?: number;
      /** Extra trusted certificate authorities (tests). */
      ca?: string;
    },
  ) {}

  private sites(): Promise<Site[]> {
    return this.d.db
      .select({
        id: websites.id,
        userId: websites.userId,
        name: websites.name,
        domain: websites.domain,
        deploymentUrl: websites.deploymentUrl,
        monitorState: websites.monitorState,
        tlsValidTo: websites.tlsValidTo,
        tlsWarnedFor: websites.tlsWarnedFor,
        tlsError: websites.tlsError,
      })
      .from(websites)
      .where(and(eq(websites.status, 'active'), isNull(websites.deletedAt), isNotNull(websites.deploymentUrl)));
  }

  start(tickMs = 1000) {
    this.timer ??= setInterval(() => void this.tick().catch((err) => this.d.log.error({ err }, 'uptime tick failed')), tickMs);
    this.timer.unref();
  }

  stop() {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Starts the checks that are due (never waiting for one to finish before the next starts). */
  async tick(): Promise<void> {
    const now = Date.now();
    for (const site of await this.sites()) {
      if (!this.nextAt.has(site.id)) {
        const cycle = now - (now % this.d.intervalMs);
        const at = cycle + offsetOf(site.id, this.d.intervalMs);
        this.nextAt.set(site.id, at >= now ? at : at + this.d.intervalMs);
      }
      if (this.nextAt.get(site.id)! > now || this.inFlight.has(site.id) || this.inFlight.size >= MAX_IN_FLIGHT) continue;
      this.nextAt.set(site.id, this.nextAt.get(site.id)! + this.d.intervalMs);
      this.inFlight.add(site.id);
      void this.check(site)
        .catch((err) => this.d.log.error({ err, websiteId: site.id }, 'uptime check failed'))
        .finally(() => this.inFlight.delete(site.id));
    }
  }

  /** Checks every monitored site now (the jobs CLI and tests). */
  async checkAll(): Promise<number> {
    const sites = await this.sites();
    await Promise.all(sites.map((s) => this.check(s)));
    return sites.length;
  }

  private probe(url: string): Promise<CheckResult> {
    return checkUrl(url, { allowPrivate: this.d.allowPrivate, timeoutMs: this.d.timeoutMs, ca: this.d.ca });
  }

  async check(site: Site): Promise<void> {
    let result = await this.probe(site.deploymentUrl!);
    if (!result.ok) {
      await new Promise((r) => setTimeout(r, this.d.retryAfterMs ?? RETRY_AFTER_MS));
      result = await this.probe(site.deploymentUrl!);
    }
    const now = this.d.clock.now();
    await analyticsRepository.insertCheck(this.d.db, {
      websiteId: site.id,
      day: isoDay(now),
      at: now,
      ok: result.ok,
      status: result.status,
      responseMs: result.ok ? result.responseMs : null,
      error: result.error?.slice(0, 500) ?? null,
    });
    const state = result.ok ? 'up' : 'down';
    const changed = (site.monitorState ?? 'up') !== state;
    await this.d.db.update(websites).set({ monitorState: state }).where(eq(websites.id, site.id));
    if (changed) {
      await this.tell(
        site,
        state === 'down' ? 'website_down' : 'website_up',
        state === 'down' ? `Website down: ${site.name}` : `Website back up: ${site.name}`,
        state === 'down'
          ? `${site.deploymentUrl} is not answering (${result.error ?? 'no answer'}). We are looking into it.`
          : `${site.deploymentUrl} is answering again.`,
      );
    }
    if (result.tls) await this.checkCertificate(site, result.tls, now);
  }

  /** Records the certificate; warns 14, 7 and 1 days before it expires, and once when it is invalid. */
  private async checkCertificate(site: Site, tls: NonNullable<CheckResult['tls']>, now: Date) {
    let warned = site.tlsWarnedFor;
    if (tls.error && tls.error !== site.tlsError) {
      await this.tell(site, 'website_down', `Certificate problem: ${site.name}`, `The TLS certificate of ${site.deploymentUrl} is not valid: ${tls.error}.`);
    }
    if (tls.validTo && !tls.error) {
      const daysLeft = Math.ceil((tls.validTo.getTime() - now.getTime()) / DAY_MS);
      const due = TLS_WARN_DAYS.filter((d) => daysLeft <= d).sort((a, b) => a - b)[0];
      const key = due !== undefined ? `${isoDay(tls.validTo)}:${due}` : null;
      if (key && key !== warned) {
        warned = key;
        await this.tell(
          site,
          'website_down',
          `Certificate expires soon: ${site.name}`,
          `The TLS certificate of ${site.deploymentUrl} expires on ${isoDay(tls.validTo)} (in ${Math.max(0, daysLeft)} day${daysLeft === 1 ? '' : 's'}).`,
        );
      }
    }
    await this.d.db
      .update(websites)
      .set({ tlsValidTo: tls.validTo, tlsIssuer: tls.issuer, tlsError: tls.error, tlsWarnedFor: warned })
      // Not if the site moved while this check ran: that certificate belongs to the old address.
      .where(and(eq(websites.id, site.id), eq(websites.deploymentUrl, site.deploymentUrl!)));
  }

  /** The client and the studio's admins hear about it. */
  private async tell(site: Site, type: NotificationType, title: string, message: string) {
    const admins = await this.d.auth.adminIds();
    for (const userId of new Set([site.userId, ...admins])) await this.d.notifications.notify(userId, type, title, message);
  }
}
