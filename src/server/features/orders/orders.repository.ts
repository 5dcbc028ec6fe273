import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { payments, serviceOrders, users } from '../../db/schema';

export type OrderRow = typeof serviceOrders.$inferSelect;
export type OrderWithDeposit = OrderRow & { depositStatus: string | null; depositAmount: string | null };

const withDeposit = {
  order: serviceOrders,
  depositStatus: payments.status,
  depositAmount: payments.amount,
};
const flatten = (r: { order: OrderRow; depositStatus: string | null; depositAmount: string | null }): OrderWithDeposit => ({
  ...r.order,
  depositStatus: r.depositStatus,
  depositAmount: r.depositAmount,
});

export const ordersRepository = {
  async insert(db: Tx, values: typeof serviceOrders.$inferInsert): Promise<OrderRow> {
    const [row] = await db.insert(serviceOrders).values(values).returning();
    return row;
  },

  /** The caller's orders with their deposit's live status, newest first, in one query. */
  async listByOwner(db: Tx, userId: string): Promise<OrderWithDeposit[]> {
    const rows = await db
      .select(withDeposit)
      .from(serviceOrders)
      .leftJoin(payments, eq(payments.id, serviceOrders.depositPaymentId))
      .where(eq(serviceOrders.userId, userId))
      .orderBy(desc(serviceOrders.createdAt), desc(serviceOrders.id));
    return rows.map(flatten);
  },

  async listAll(db: Tx) {
    const rows = await db
      .select({ ...withDeposit, clientEmail: users.email, clientFirstName: users.firstName, clientLastName: users.lastName })
      .from(serviceOrders)
      .innerJoin(users, eq(users.id, serviceOrders.userId))
      .leftJoin(payments, eq(payments.id, serviceOrders.depositPaymentId))
      .orderBy(desc(serviceOrders.createdAt), desc(serviceOrders.id));
    return rows.map((r) => ({ ...flatten(r), client: { email: r.clientEmail, firstName: r.clientFirstName, lastName: r.clientLastName } }));
  },

  async findWithDeposit(db: Tx, id: string): Promise<OrderWithDeposit | undefined> {
    const [row] = await db
      .select(withDeposit)
      .from(serviceOrders)
      .leftJoin(payments, eq(payments.id, serviceOrders.depositPaymentId))
      .where(eq(serviceOrders.id, id))
      .limit(1);
    return row ? flatten(row) : undefined;
  },

  async findByDeposit(db: Tx, paymentId: string): Promise<OrderRow | undefined> {
    const [row] = await db.select().from(serviceOrders).where(eq(serviceOrders.depositPaymentId, paymentId)).limit(1);
    return row;
  },

  async update(db: Tx, id: string, values: Partial<typeof serviceOrders.$inferInsert>) {
    const [row] = await db.update(serviceOrders).set(values).where(eq(serviceOrders.id, id)).returning();
    return row as OrderRow | undefined;
  },

  /** Sets the balance payment only if none is set yet; false when another request did it first. */
  async claimBalance(db: Tx, id: string, paymentId: string): Promise<boolean> {
    const rows = await db
      .update(serviceOrders)
      .set({ balancePaymentId: paymentId })
      .where(and(eq(serviceOrders.id, id), isNull(serviceOrders.balancePaymentId)))
      .returning({ id: serviceOrders.id });
    return rows.length > 0;
  },
};
