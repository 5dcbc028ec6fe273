import { numeric, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Money: numeric(12,2) in the database, a decimal string on the wire. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => ts('created_at').notNull().defaultNow();
