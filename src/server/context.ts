import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import path from 'node:path';
import { AnalyticsService } from './features/analytics/analytics.service';
import { AuthService } from './features/auth/auth.service';
import { BillingService } from './features/billing/billing.service';
import { ChangeRequestsService } from './features/change-requests/change-requests.service';
import { WebsitesService } from './features/websites/websites.service';
import { LocalSiteStorage, type SiteStorage } from './storage/site-storage';
import type { Clock } from './lib/clock';

/** Everything a feature needs, built once per app: config, database, clock and the services. */
export interface AppContext {
  config: Config;
  database: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  services: {
    auth: AuthService;
    billing: BillingService;
    changeRequests: ChangeRequestsService;
    analytics: AnalyticsService;
    websites: WebsitesService;
  };
}

export function siteStorageFor(config: Config): SiteStorage {
  return new LocalSiteStorage(path.join(config.DATA_DIR, 'sites'));
}

export function createServices(config: Config, database: Database, clock: Clock, log: FastifyBaseLogger): AppContext['services'] {
  const { db } = database;
  const billing = new BillingService(db);
  const changeRequests = new ChangeRequestsService(db);
  const analytics = new AnalyticsService(db);
  const storage = siteStorageFor(config);
  return {
    auth: new AuthService(db, config, clock),
    billing,
    changeRequests,
    analytics,
    websites: new WebsitesService({ db, clock, storage, studioName: config.STUDIO_NAME, billing, changeRequests, analytics, log }),
  };
}
