import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;

export const notificationsRepository = {
  insert(db: Tx, values: typeof notifications.$inferInsert) {
    return db.insert(notifications).values(values).returning().then((r) => r[0]);
  },

  listByOwner(db: Tx, userId: string, limit = 100): Promise<NotificationRow[]> {
    return db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(limit);
  },

  async markRead(db: Tx, userId: string, id: string | null, now: Date): Promise<number> {
    const where = id
      ? and(eq(notifications.userId, userId), eq(notifications.id, id))
      : and(eq(notifications.userId, userId), isNull(notifications.readAt));
    const rows = await db.update(notifications).set({ readAt: now }).where(where).returning({ id: notifications.id });
    return rows.length;
  },
};
