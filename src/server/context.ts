import type { FastifyBaseLogger } from 'fastify';
import { type Config, paymentProcessorOf } from './config';
import type { Database } from './db/client';
import { AnalyticsService } from './features/analytics/analytics.service';
import { AssistantService } from './features/assistant/assistant.service';
import { AuditService } from './features/audit/audit.service';
import { UptimeMonitor } from './features/analytics/monitor/uptime-monitor';
import { AuthService } from './features/auth/auth.service';
import { BillingJobs } from './features/billing/billing-jobs';
import { BillingService } from './features/billing/billing.service';
import { CardPaymentsService } from './features/billing/card-payments.service';
import type { PaymentProcessor } from './features/billing/processors/processor';
import { StripeProcessor } from './features/billing/processors/stripe-processor';
import { TestProcessor } from './features/billing/processors/test-processor';
import { NotificationsService } from './features/notifications/notifications.service';
import { OrdersService } from './features/orders/orders.service';
import { UploadsService } from './features/uploads/uploads.service';
import { OidcService } from './features/auth/oidc.service';
import { TwoFactorService } from './features/auth/two-factor.service';
import { Encryptor } from './lib/encryption';
import { serverSecret } from './lib/secrets';
import type { ObjectStorage } from './storage/object-storage';
import { objectStorageFor, siteStorageFor } from './storage/storage-for';
import { createMailer, type Mailer } from './lib/mailer';
import { ChangeRequestsService } from './features/change-requests/change-requests.service';
import { WebsitesService } from './features/websites/websites.service';
import type { SiteStorage } from './storage/site-storage';
import type { Clock } from './lib/clock';
import { OwnerChanges } from './lib/owner-changes';
import { ReadCache } from './lib/read-cache';
import type { BeaconIntake } from './features/analytics/beacon-intake';

/** Everything a feature needs, built once per app: config, database, clock and the services. */
export interface AppContext {
  config: Config;
  database: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The database's change feed (who changed) and the caches it keeps true. */
  changes: OwnerChanges;
  readCache: ReadCache;
  /** POST /api/collect, served before Fastify's request chain (app.ts) and by its route. */
  beacons: BeaconIntake;
  services: {
    audit: AuditService;
    auth: AuthService;
    billing: BillingService;
    cards: CardPaymentsService;
    billingJobs: BillingJobs;
    notifications: NotificationsService;
    orders: OrdersService;
    uploads: UploadsService;
    twoFactor: TwoFactorService;
    monitor: UptimeMonitor;
    assistant: AssistantService;
    mailer: Mailer;
    oidc: OidcService;
    changeRequests: ChangeRequestsService;
    analytics: AnalyticsService;
    websites: WebsitesService;
  };
}

/** Local folders under DATA_DIR, or an S3 bucket (STORAGE=s3). */
export { objectStorageFor, siteStorageFor };

export function processorFor(config: Config): PaymentProcessor {
  return paymentProcessorOf(config) === 'stripe'
    ? new StripeProcessor(config.STRIPE_SECRET_KEY!, config.STRIPE_WEBHOOK_SECRET!, config.STRIPE_API_URL)
    : new TestProcessor();
}

export interface ServiceOverrides {
  /** The assistant reads every feature through the app context, given once the app exists. */
  context?: () => AppContext;
  mailer?: Mailer;
  processor?: PaymentProcessor;
  /** Where attachments and site files go (tests: a store that fails like a full disk). */
  objectStorage?: ObjectStorage;
  siteStorage?: SiteStorage;
}

export function createServices(
  config: Config,
  database: Database,
  clock: Clock,
  log: FastifyBaseLogger,
  overrides: ServiceOverrides = {},
): AppContext['services'] {
  const { db } = database;
  const audit = new AuditService({ db, clock, log });
  const mailer = overrides.mailer ?? createMailer(config);
  const notifications = new NotificationsService({
    db,
    clock,
    log,
    mailer,
    studioName: config.STUDIO_NAME,
    publicUrl: config.PUBLIC_URL,
  });
  const billing = new BillingService({ db, clock });
  const cards = new CardPaymentsService({ db, clock, config, processor: overrides.processor ?? processorFor(config), billing, notifications, audit });
  const billingJobs = new BillingJobs({ db, clock, billing, cards, notifications });
  const orders = new OrdersService({ db, clock, cards, notifications, audit });
  // A payment made by hand brings a website suspended for non-payment back at once,
  // and a paid deposit starts its order.
  cards.onPaid(async (payment) => {
    if (payment.websiteId) await billingJobs.reactivate(payment.websiteId);
    else await orders.onPaymentPaid(payment);
  });
  const auth = new AuthService(db, config, clock, audit);
  // eslint-disable-next-line prefer-const -- assigned below; the change-request service reads it lazily
  let websites: WebsitesService;
  const changeRequests = new ChangeRequestsService({ db, clock, auth, billing, notifications, audit, websites: () => websites });
  const analytics = new AnalyticsService({ db, database, clock, log, websites: () => websites, rawDays: config.ANALYTICS_RAW_DAYS });
  const storage = overrides.siteStorage ?? siteStorageFor(config);
  websites = new WebsitesService({ db, clock, storage, studioName: config.STUDIO_NAME, billing, changeRequests, analytics, log, audit });
  const encryptor = new Encryptor(serverSecret(config.DATA_DIR, 'two-factor', config.TWO_FACTOR_ENCRYPTION_KEY));
  const twoFactor = new TwoFactorService({ db, clock, auth, audit, issuer: config.TWO_FACTOR_ISSUER, encryptor });
  const monitor = new UptimeMonitor({
    db,
    clock,
    log,
    notifications,
    auth,
    intervalMs: config.MONITOR_INTERVAL_S * 1000,
    allowPrivate: config.MONITOR_ALLOW_PRIVATE,
  });
  return {
    audit,
    mailer,
    auth,
    twoFactor,
    monitor,
    assistant: new AssistantService(() => overrides.context!()),
    oidc: new OidcService({ db, clock, config, encryptor, auth, log }),
    billing,
    cards,
    billingJobs,
    notifications,
    orders,
    uploads: new UploadsService({
      db,
      clock,
      storage: overrides.objectStorage ?? objectStorageFor(config),
      signingKey: serverSecret(config.DATA_DIR, 'upload-signing', config.UPLOAD_SIGNING_KEY),
    }),
    changeRequests,
    analytics,
    websites,
  };
}
