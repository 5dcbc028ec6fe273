import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, money, ts } from './columns';
import { users } from './users';

export const websites = pgTable(
  'websites',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    domain: text('domain').notNull(),
    status: text('status', { enum: ['active', 'maintenance', 'suspended', 'inactive'] })
      .notNull()
      .default('active'),
    deploymentUrl: text('deployment_url'),
    repositoryUrl: text('repository_url'),
    hostingPrice: money('hosting_price').notNull().default('0'),
    domainPrice: money('domain_price').notNull().default('0'),
    monthlyVisits: integer('monthly_visits').notNull().default(0),
    nextPaymentDue: ts('next_payment_due'),
    /** Why a website is suspended: 'non-payment' (set and lifted by billing) or anything else (by the studio). */
    suspendedReason: text('suspended_reason'),
    /** Uptime monitor: the last known state and the site's TLS certificate. */
    monitorState: text('monitor_state', { enum: ['up', 'down'] }),
    tlsValidTo: ts('tls_valid_to'),
    tlsIssuer: text('tls_issuer'),
    tlsError: text('tls_error'),
    tlsWarnedFor: text('tls_warned_for'),
    createdAt: createdAt(),
    lastUpdated: ts('last_updated'),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('websites_user_idx').on(t.userId, t.createdAt),
    index('websites_domain_idx').on(sql`lower(${t.domain})`),
    check('websites_status_check', sql`${t.status} in ('active', 'maintenance', 'suspended', 'inactive')`),
    check('websites_prices_check', sql`${t.hostingPrice} >= 0 and ${t.domainPrice} >= 0`),
  ],
);

export const backups = pgTable(
  'backups',
  {
    id: id(),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['in_progress', 'completed', 'failed'] }).notNull().default('in_progress'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    createdAt: createdAt(),
    completedAt: ts('completed_at'),
  },
  (t) => [index('backups_website_idx').on(t.websiteId, t.createdAt)],
);
