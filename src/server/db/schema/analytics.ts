import { bigserial, boolean, date, index, integer, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';
import { websites } from './websites';

/** One row per website and day (SPEC section 3, analytics day record). */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    visitors: integer('visitors').notNull().default(0),
    pageViews: integer('page_views').notNull().default(0),
    bounceRate: numeric('bounce_rate', { precision: 5, scale: 2 }).notNull().default('0'),
    uptime: numeric('uptime', { precision: 6, scale: 3 }).notNull().default('100'),
    responseTime: integer('response_time').notNull().default(0),
    avgSessionDuration: integer('avg_session_duration').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.day] })],
);

/** Collected beacons, kept for the rollups. No IP address or user agent is ever stored: only a daily-salted hash. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    // No id and no foreign key: an append-only log written a thousand rows at a time, where each of them
    // cost more per row than the rest of the insert. The batch insert only takes rows of existing websites.
    websiteId: uuid('website_id').notNull(),
    day: date('day').notNull(),
    visitorId: text('visitor_id').notNull(),
    kind: text('kind', { enum: ['pageview', 'leave'] }).notNull(),
    path: text('path').notNull(),
    referrer: text('referrer'),
    durationMs: integer('duration_ms'),
    at: ts('at').notNull(),
  },
  (t) => [index('analytics_events_site_day_idx').on(t.websiteId, t.day)],
);

/** The daily salt of the visitor hash; replaced every day, deleted after 48 hours. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day').primaryKey(),
  salt: text('salt').notNull(),
  createdAt: createdAt(),
});

/** One uptime check of a website. */
export const uptimeChecks = pgTable(
  'uptime_checks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    at: ts('at').notNull(),
    ok: boolean('ok').notNull(),
    status: integer('status'),
    responseMs: integer('response_ms'),
    error: text('error'),
  },
  (t) => [index('uptime_checks_site_day_idx').on(t.websiteId, t.day)],
);
