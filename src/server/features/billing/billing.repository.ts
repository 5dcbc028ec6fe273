import { and, asc, desc, eq, inArray, isNull, lt, max, min, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { selectJsonRows } from '../../db/json-rows';
import { paymentIntents, paymentMethods, payments, websites } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type IntentRow = typeof paymentIntents.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

const UNPAID = ['pending', 'failed', 'overdue'] as const;

/** What the Payment API answers: lists read only these columns. */
const paymentListColumns = {
  id: payments.id,
  websiteId: payments.websiteId,
  type: payments.type,
  description: payments.description,
  amount: payments.amount,
  status: payments.status,
  dueDate: payments.dueDate,
  createdAt: payments.createdAt,
  paidAt: payments.paidAt,
  cardBrand: payments.cardBrand,
  cardLast4: payments.cardLast4,
};
export type PaymentListRow = Pick<PaymentRow, keyof typeof paymentListColumns>;

export const billingRepository = {
  listByOwner(db: Tx, userId: string): Promise<PaymentListRow[]> {
    return selectJsonRows(db, payments, paymentListColumns, eq(payments.userId, userId), sql`${payments.dueDate} desc, ${payments.createdAt} desc`);
  },

  listForWebsite(db: Tx, userId: string, websiteId: string): Promise<PaymentRow[]> {
    return db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.websiteId, websiteId)))
      .orderBy(asc(payments.dueDate));
  },

  async findOwned(db: Tx, userId: string, id: string): Promise<PaymentRow | undefined> {
    const [row] = await db.select().from(payments).where(and(eq(payments.id, id), eq(payments.userId, userId))).limit(1);
    return row;
  },

  async findById(db: Tx, id: string): Promise<PaymentRow | undefined> {
    const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
    return row;
  },

  /** Inserts unless the same website, type and period exists: returns undefined then. */
  async insertPayment(db: Tx, values: typeof payments.$inferInsert): Promise<PaymentRow | undefined> {
    const [row] = await db.insert(payments).values(values).onConflictDoNothing().returning();
    return row;
  },

  /** Moves an unpaid payment to paid; never moves a paid one (returns undefined then). */
  async markPaid(db: Tx, id: string, values: { paidAt: Date; cardBrand: string | null; cardLast4: string | null; processorIntentId: string }) {
    const [row] = await db
      .update(payments)
      .set({ status: 'paid', ...values, nextAutoChargeAt: null })
      .where(and(eq(payments.id, id), ne(payments.status, 'paid')))
      .returning();
    return row;
  },

  async markFailed(db: Tx, id: string) {
    const [row] = await db.update(payments).set({ status: 'failed' }).where(and(eq(payments.id, id), ne(payments.status, 'paid'))).returning();
    return row;
  },

  /** The earliest unpaid due date of a website, and its latest period per type. */
  async dueSummary(db: Tx, websiteId: string) {
    const [unpaid] = await db
      .select({ due: min(payments.dueDate) })
      .from(payments)
      .where(and(eq(payments.websiteId, websiteId), inArray(payments.status, UNPAID)));
    const periods = await db
      .select({ type: payments.type, latest: max(payments.periodStart) })
      .from(payments)
      .where(and(eq(payments.websiteId, websiteId), inArray(payments.type, ['hosting', 'domain'])))
      .groupBy(payments.type);
    return { earliestUnpaid: unpaid?.due ?? null, periods };
  },

  async setNextPaymentDue(db: Tx, websiteId: string, due: Date | null) {
    await db.update(websites).set({ nextPaymentDue: due }).where(eq(websites.id, websiteId));
  },

  async insertIntent(db: Tx, values: typeof paymentIntents.$inferInsert) {
    const [row] = await db.insert(paymentIntents).values(values).returning();
    return row;
  },

  async findIntentBySecret(db: Tx, userId: string, secretHash: string): Promise<IntentRow | undefined> {
    const [row] = await db
      .select()
      .from(paymentIntents)
      .where(and(eq(paymentIntents.clientSecretHash, secretHash), eq(paymentIntents.userId, userId)))
      .limit(1);
    return row;
  },

  async findIntentByRef(db: Tx, processor: 'test' | 'stripe', ref: string): Promise<IntentRow | undefined> {
    const [row] = await db
      .select()
      .from(paymentIntents)
      .where(and(eq(paymentIntents.processor, processor), eq(paymentIntents.processorRef, ref)))
      .limit(1);
    return row;
  },

  /** Claims an open intent for completion; undefined when another request got there first. */
  async completeIntent(db: Tx, id: string, status: 'succeeded' | 'failed', now: Date) {
    const [row] = await db
      .update(paymentIntents)
      .set({ status, completedAt: now })
      .where(and(eq(paymentIntents.id, id), eq(paymentIntents.status, 'requires_confirmation')))
      .returning();
    return row;
  },

  listMethods(db: Tx, userId: string): Promise<PaymentMethodRow[]> {
    return db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId)).orderBy(desc(paymentMethods.createdAt));
  },

  async insertMethod(db: Tx, values: typeof paymentMethods.$inferInsert) {
    await db.insert(paymentMethods).values(values).onConflictDoNothing();
  },

  async deleteMethod(db: Tx, userId: string, id: string) {
    const rows = await db.delete(paymentMethods).where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId))).returning({ id: paymentMethods.id });
    return rows.length > 0;
  },

  /** Unpaid payments past due that are not yet marked overdue; marks them and returns them. */
  markOverdue(db: Tx, now: Date) {
    return db
      .update(payments)
      .set({ status: 'overdue' })
      .where(and(inArray(payments.status, ['pending', 'failed']), lt(payments.dueDate, now)))
      .returning();
  },

  unpaid(db: Tx): Promise<PaymentRow[]> {
    return db.select().from(payments).where(inArray(payments.status, UNPAID)).orderBy(asc(payments.dueDate));
  },

  liveWebsitesWithPrices(db: Tx) {
    return db
      .select()
      .from(websites)
      .where(and(isNull(websites.deletedAt), sql`(${websites.hostingPrice} > 0 or ${websites.domainPrice} > 0)`));
  },
};
