import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { payments } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;

export const billingRepository = {
  listForWebsite(db: Tx, userId: string, websiteId: string): Promise<PaymentRow[]> {
    return db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.websiteId, websiteId)))
      .orderBy(asc(payments.dueDate));
  },
};
