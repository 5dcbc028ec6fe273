import fsp from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { formatBytes } from '../../../shared/format';
import { type BackupHistoryEntry, backupFileName, certificateOf, type Website, type WebsiteInputParsed } from '../../../shared/websites';
import { formatMoney } from '../../../shared/format';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import type { SiteStorage } from '../../storage/site-storage';
import type { AnalyticsService } from '../analytics/analytics.service';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { BillingService } from '../billing/billing.service';
import type { ChangeRequestsService } from '../change-requests/change-requests.service';
import { type WebsiteCardRow, type WebsiteRow, websitesRepository } from './websites.repository';
import { looksLikeZip, receiveToTempFile, type SiteUploadLimits, unpackZip } from './site-upload';
import { zipStream } from './zip-stream';
import { transaction } from '../../db/transaction';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const emptyToNull = (v: string | null | undefined) => (v ? v : null);

export function toWebsite(row: WebsiteCardRow, now: Date): Website {
  return {
    id: row.id,
    name: row.name,
    domain: row.domain,
    status: row.status,
    deploymentUrl: row.deploymentUrl,
    repositoryUrl: row.repositoryUrl,
    hostingPrice: formatMoney(row.hostingPrice),
    domainPrice: formatMoney(row.domainPrice),
    createdAt: row.createdAt.toISOString(),
    lastUpdated: iso(row.lastUpdated),
    monthlyVisits: row.monthlyVisits,
    nextPaymentDue: iso(row.nextPaymentDue),
    certificate: certificateOf(row.deploymentUrl, { validTo: row.tlsValidTo, issuer: row.tlsIssuer, error: row.tlsError }, now),
  };
}

export interface WebsitesDeps {
  db: Db;
  clock: Clock;
  storage: SiteStorage;
  studioName: string;
  billing: BillingService;
  changeRequests: ChangeRequestsService;
  analytics: AnalyticsService;
  log: FastifyBaseLogger;
  audit: AuditService;
}

export class WebsitesService {
  constructor(private readonly d: WebsitesDeps) {}

  async list(userId: string): Promise<Website[]> {
    const now = this.d.clock.now();
    return (await websitesRepository.listByOwner(this.d.db, userId)).map((row) => toWebsite(row, now));
  }

  /** The caller's own website, or 404 exactly as for one that does not exist. */
  async getOwned(userId: string, id: string): Promise<WebsiteRow> {
    const row = await websitesRepository.findOwned(this.d.db, userId, id);
    if (!row) throw notFound('Website not found');
    return row;
  }

  /** A new website and its first payments, in one transaction. */
  async create(userId: string, input: WebsiteInputParsed): Promise<Website> {
    const row = await transaction(this.d.db, async (tx) => {
      const site = await websitesRepository.insert(tx, {
        userId,
        name: input.name,
        domain: input.domain.toLowerCase(),
        status: 'active',
        deploymentUrl: emptyToNull(input.deploymentUrl),
        repositoryUrl: emptyToNull(input.repositoryUrl),
        hostingPrice: input.hostingPrice || '0',
        domainPrice: input.domainPrice || '0',
        createdAt: this.d.clock.now(),
      });
      await this.d.billing.issueInitialPayments(tx, site);
      return (await websitesRepository.findOwned(tx, userId, site.id))!;
    });
    return toWebsite(row, this.d.clock.now());
  }

  /** Replaces the editable fields; an empty price is omitted (kept as it was). */
  async update(userId: string, id: string, input: WebsiteInputParsed): Promise<Website> {
    const deploymentUrl = emptyToNull(input.deploymentUrl);
    const row = await websitesRepository.updateOwned(this.d.db, userId, id, {
      name: input.name,
      domain: input.domain.toLowerCase(),
      deploymentUrl,
      // A certificate seen at another address says nothing about the new one: forget it until the next check.
      ...websitesRepository.forgetCertificateUnless(deploymentUrl),
      repositoryUrl: emptyToNull(input.repositoryUrl),
      ...(input.hostingPrice ? { hostingPrice: input.hostingPrice } : {}),
      ...(input.domainPrice ? { domainPrice: input.domainPrice } : {}),
      lastUpdated: this.d.clock.now(),
    });
    if (!row) throw notFound('Website not found');
    return toWebsite(row, this.d.clock.now());
  }

  async remove(userId: string, id: string): Promise<void> {
    const row = await websitesRepository.softDeleteOwned(this.d.db, userId, id, this.d.clock.now());
    if (!row) throw notFound('Website not found');
    // The record stays (payments refer to it); its files go, as the confirmation says.
    await this.d.storage.remove(id).catch((err) => this.d.log.warn({ err, websiteId: id }, 'could not remove site files'));
  }

  /** Admin: the site's files become the contents of an uploaded ZIP, all at once. */
  async replaceFiles(id: string, body: Readable, limits: SiteUploadLimits, by: AuditActor | null = null): Promise<{ files: number; bytes: number }> {
    const site = await websitesRepository.findLive(this.d.db, id);
    if (!site) throw notFound('Website not found');
    const file = await receiveToTempFile(body, limits.maxUploadBytes);
    const staged = await this.d.storage.stagingDir();
    try {
      if (!(await looksLikeZip(file))) throw new AppError(415, 'The upload must be a ZIP archive');
      const result = await unpackZip(file, staged, limits);
      await this.d.storage.replace(id, staged);
      await websitesRepository.updateOwned(this.d.db, site.userId, id, { lastUpdated: this.d.clock.now() });
      await this.d.audit.record({
        action: 'website.files_uploaded',
        actor: by,
        target: { type: 'website', id },
        details: { domain: site.domain, clientId: site.userId, files: result.files, bytes: result.bytes },
      });
      return result;
    } finally {
      await fsp.rm(file, { force: true });
      await fsp.rm(staged, { recursive: true, force: true });
    }
  }

  async history(userId: string, id: string): Promise<BackupHistoryEntry[]> {
    await this.getOwned(userId, id);
    const rows = await websitesRepository.listBackups(this.d.db, id);
    return rows.map((r) => ({ id: r.id, createdAt: r.createdAt.toISOString(), size: formatBytes(r.sizeBytes ?? 0), status: r.status }));
  }

  /**
   * A full backup as a ZIP stream: the site's files, plus portal/ with the website's record,
   * change requests, payments, analytics and a README. Recorded in the history when it ends.
   */
  async backup(userId: string, id: string): Promise<{ fileName: string; stream: Readable; delivered: (ok: boolean) => Promise<void> }> {
    const site = await this.getOwned(userId, id);
    const now = this.d.clock.now();
    const [changeRequests, payments, analyticsCsv] = await Promise.all([
      this.d.changeRequests.forWebsite(userId, id),
      this.d.billing.paymentsForWebsite(userId, id),
      this.d.analytics.dailyCsv(id),
    ]);
    const record = await websitesRepository.insertBackup(this.d.db, { websiteId: id, userId, createdAt: now });
    const json = (v: unknown) => Buffer.from(`${JSON.stringify(v, null, 2)}\n`);
    const readme = [
      `Full backup of ${site.name} (${site.domain})`,
      `Made by the ${this.d.studioName} client portal on ${now.toISOString()}.`,
      '',
      'What is inside:',
      '- the website\'s files, at the top of this archive, as they are hosted',
      '  (a file of the site that is itself under portal/ is stored under site/portal/)',
      '- portal/website.json: the website\'s record in the portal',
      '- portal/change-requests.json: its change requests',
      '- portal/payments.json: its payments (hosting, domain, services)',
      '- portal/analytics.csv: its daily visitors, page views, bounce rate, uptime and response time',
      '',
    ].join('\n');
    const storage = this.d.storage;
    async function* siteEntries() {
      for await (const f of storage.files(id)) {
        const path = f.path.startsWith('portal/') ? `site/${f.path}` : f.path;
        yield { path, mtime: f.mtime, size: f.size, open: f.open };
      }
    }
    const zip = zipStream(siteEntries(), [
      { path: 'portal/README.txt', data: Buffer.from(readme), mtime: now },
      { path: 'portal/website.json', data: json(toWebsite(site, now)), mtime: now },
      { path: 'portal/change-requests.json', data: json(changeRequests), mtime: now },
      { path: 'portal/payments.json', data: json(payments), mtime: now },
      { path: 'portal/analytics.csv', data: Buffer.from(analyticsCsv), mtime: now },
    ]);
    let settled = false;
    /** Called by the route once the response has closed: delivered whole, or not. */
    const delivered = async (ok: boolean) => {
      if (settled) return;
      settled = true;
      if (!ok) zip.abort(new Error('the download did not complete'));
      const size = ok ? await zip.done.catch(() => null) : null;
      if (size === null) this.d.log.warn({ websiteId: id }, 'backup did not complete');
      await websitesRepository
        .finishBackup(this.d.db, record.id, {
          status: size === null ? 'failed' : 'completed',
          sizeBytes: size,
          completedAt: this.d.clock.now(),
        })
        .catch((err) => this.d.log.error({ err }, 'could not record the backup result'));
    };
    return { fileName: backupFileName(site.domain, now), stream: zip.stream, delivered };
  }
}
