import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { analyticsDaily } from '../../db/schema';

export const analyticsRepository = {
  /** Every day row of a website, oldest first. The caller has checked ownership of the website. */
  allDays(db: Tx, websiteId: string) {
    return db.select().from(analyticsDaily).where(eq(analyticsDaily.websiteId, websiteId)).orderBy(asc(analyticsDaily.day));
  },
};
