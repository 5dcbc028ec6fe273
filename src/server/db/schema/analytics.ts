import { date, integer, numeric, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
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
