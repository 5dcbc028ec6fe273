import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { changeRequests } from '../../db/schema';

export type ChangeRequestRow = typeof changeRequests.$inferSelect;

export const changeRequestsRepository = {
  listForWebsite(db: Tx, userId: string, websiteId: string): Promise<ChangeRequestRow[]> {
    return db
      .select()
      .from(changeRequests)
      .where(and(eq(changeRequests.userId, userId), eq(changeRequests.websiteId, websiteId)))
      .orderBy(asc(changeRequests.createdAt));
  },
};
