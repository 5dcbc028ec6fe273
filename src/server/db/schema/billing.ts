import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** Automatic charges of a saved card: how many failed, and when to try again. */
    autoChargeFailures: integer('auto_charge_failures').notNull().default(0),
    nextAutoChargeAt: ts('next_auto_charge_at'),
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

/** One attempt to pay a payment by card. The client secret is stored only as a hash. */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: id(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    processor: text('processor', { enum: ['test', 'stripe'] }).notNull(),
    processorRef: text('processor_ref').notNull(),
    clientSecretHash: text('client_secret_hash').notNull(),
    amount: money('amount').notNull(),
    status: text('status', { enum: ['requires_confirmation', 'succeeded', 'failed'] })
      .notNull()
      .default('requires_confirmation'),
    saveCard: boolean('save_card').notNull().default(false),
    createdAt: createdAt(),
    completedAt: ts('completed_at'),
  },
  (t) => [
    uniqueIndex('payment_intents_secret_idx').on(t.clientSecretHash),
    uniqueIndex('payment_intents_ref_idx').on(t.processor, t.processorRef),
    index('payment_intents_payment_idx').on(t.paymentId),
  ],
);

/** A card saved for automatic renewals: the processor's token, never the number. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    processor: text('processor', { enum: ['test', 'stripe'] }).notNull(),
    token: text('token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    /** Processor-specific data (the test processor keeps how its test card behaves). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_methods_token_idx').on(t.processor, t.token), index('payment_methods_user_idx').on(t.userId, t.createdAt)],
);

/** Webhook events already applied, so a replay changes nothing. */
export const processedEvents = pgTable('processed_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: createdAt(),
});

/** Reminders sent, so none repeats and a client gets at most one a day. */
export const paymentReminders = pgTable(
  'payment_reminders',
  {
    id: id(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['7_days', '3_days', '1_day', 'overdue'] }).notNull(),
    sentOn: date('sent_on').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_reminders_once_idx').on(t.paymentId, t.kind), index('payment_reminders_user_day_idx').on(t.userId, t.sentOn)],
);

/** Lease locks for scheduled jobs, so two processes on one database never run the same job at once. */
export const jobLocks = pgTable('job_locks', {
  name: text('name').primaryKey(),
  owner: text('owner').notNull(),
  lockedUntil: ts('locked_until').notNull(),
  lastRunAt: ts('last_run_at'),
});
