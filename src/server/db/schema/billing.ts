import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, money, ts } from './columns';
import { users } from './users';
import { websites } from './websites';

export const payments = pgTable(
  'payments',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    websiteId: uuid('website_id').references(() => websites.id, { onDelete: 'set null' }),
    type: text('type', { enum: ['hosting', 'domain', 'change_request', 'other'] }).notNull(),
    description: text('description').notNull(),
    amount: money('amount').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed', 'overdue'] }).notNull().default('pending'),
    dueDate: ts('due_date').notNull(),
    /** First day of the billed period, for renewals: one payment per website, type and period. */
    periodStart: date('period_start'),
    processorIntentId: text('processor_intent_id'),
    createdAt: createdAt(),
    paidAt: ts('paid_at'),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.dueDate),
    uniqueIndex('payments_period_idx').on(t.websiteId, t.type, t.periodStart),
    uniqueIndex('payments_intent_idx').on(t.processorIntentId),
    check('payments_type_check', sql`${t.type} in ('hosting', 'domain', 'change_request', 'other')`),
    check('payments_status_check', sql`${t.status} in ('pending', 'paid', 'failed', 'overdue')`),
    check('payments_amount_check', sql`${t.amount} >= 0`),
  ],
);
