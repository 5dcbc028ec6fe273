import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, money, ts } from './columns';
import { payments } from './billing';
import { users } from './users';

export interface OrderRequirements {
  timeline: string;
  budget: string;
  additionalRequirements?: string;
  contactEmail: string;
  companyName?: string;
}

export const serviceOrders = pgTable(
  'service_orders',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    serviceType: text('service_type').notNull(),
    description: text('description').notNull(),
    price: money('price').notNull(),
    status: text('status').notNull().default('pending'),
    paymentStatus: text('payment_status').notNull().default('pending'),
    requirements: jsonb('requirements').$type<OrderRequirements>().notNull(),
    depositPaymentId: uuid('deposit_payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** The remaining 50%, issued once when the order is completed. */
    balancePaymentId: uuid('balance_payment_id').references(() => payments.id, { onDelete: 'set null' }),
    estimatedDelivery: ts('estimated_delivery'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('service_orders_user_idx').on(t.userId, t.createdAt),
    index('service_orders_deposit_idx').on(t.depositPaymentId),
    check(
      'service_orders_status_check',
      sql`${t.status} in ('pending', 'requirements_gathering', 'design_phase', 'development_phase', 'testing_phase', 'revision_phase', 'completed', 'cancelled')`,
    ),
    check('service_orders_payment_status_check', sql`${t.paymentStatus} in ('pending', 'paid', 'failed', 'overdue')`),
  ],
);
