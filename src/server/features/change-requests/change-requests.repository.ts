import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { changeRequests, users, websites } from '../../db/schema';

export type ChangeRequestRow = typeof changeRequests.$inferSelect;
export type ChangeRequestWithNames = ChangeRequestRow & { websiteName: string | null };

const withWebsite = { request: changeRequests, websiteName: websites.name };
// A deleted website's name is not shown: the request says 'Unknown website'.
const websiteJoin = and(eq(websites.id, changeRequests.websiteId), isNull(websites.deletedAt));

export const changeRequestsRepository = {
  listForWebsite(db: Tx, userId: string, websiteId: string): Promise<ChangeRequestRow[]> {
    return db
      .select()
      .from(changeRequests)
      .where(and(eq(changeRequests.userId, userId), eq(changeRequests.websiteId, websiteId)))
      .orderBy(asc(changeRequests.createdAt));
  },

  async listByOwner(db: Tx, userId: string): Promise<ChangeRequestWithNames[]> {
    const rows = await db
      .select(withWebsite)
      .from(changeRequests)
      .leftJoin(websites, websiteJoin)
      .where(eq(changeRequests.userId, userId))
      .orderBy(desc(changeRequests.createdAt), desc(changeRequests.id));
    return rows.map((r) => ({ ...r.request, websiteName: r.websiteName }));
  },

  async listAll(db: Tx) {
    const rows = await db
      .select({ ...withWebsite, client: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email } })
      .from(changeRequests)
      .innerJoin(users, eq(users.id, changeRequests.userId))
      .leftJoin(websites, websiteJoin)
      .orderBy(desc(changeRequests.createdAt), desc(changeRequests.id));
    return rows.map((r) => ({ ...r.request, websiteName: r.websiteName, client: r.client }));
  },

  async findById(db: Tx, id: string): Promise<ChangeRequestRow | undefined> {
    const [row] = await db.select().from(changeRequests).where(eq(changeRequests.id, id)).limit(1);
    return row;
  },

  async insert(db: Tx, values: typeof changeRequests.$inferInsert): Promise<ChangeRequestRow> {
    const [row] = await db.insert(changeRequests).values(values).returning();
    return row;
  },

  async update(db: Tx, id: string, values: Partial<typeof changeRequests.$inferInsert>) {
    const [row] = await db.update(changeRequests).set(values).where(eq(changeRequests.id, id)).returning();
    return row;
  },

  /** Links the completion payment unless one is linked already. */
  async claimPayment(db: Tx, id: string, paymentId: string): Promise<boolean> {
    const rows = await db
      .update(changeRequests)
      .set({ paymentId })
      .where(and(eq(changeRequests.id, id), isNull(changeRequests.paymentId)))
      .returning({ id: changeRequests.id });
    return rows.length > 0;
  },
};
