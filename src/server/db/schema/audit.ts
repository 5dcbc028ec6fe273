import { sql } from 'drizzle-orm';
import { bigserial, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The audit trail: sign-ins, failed sign-ins, role changes, payments and admin actions, who did
 * them, when and from which address. Rows are only ever added. `at` keeps milliseconds (like a
 * JavaScript Date), so the (at, id) keyset cursor round-trips exactly; the serial id orders events
 * of the same millisecond as they were written.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
    /** Kept when the account goes: the e-mail snapshot still says who it was. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    ip: text('ip'),
    /** What changed; never a password, token, code or card number (the service drops such keys). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at, t.id),
    index('audit_events_action_at_idx').on(t.action, t.at, t.id),
    check('audit_events_action_check', sql`${t.action} ~ '^[a-z_]+(\\.[a-z_]+)+$'`),
  ],
);
