import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { auditEvents } from '../../db/schema';

export type AuditRow = typeof auditEvents.$inferSelect;
export type NewAuditRow = typeof auditEvents.$inferInsert;

export const auditRepository = {
  async insert(tx: Tx, row: NewAuditRow): Promise<void> {
    await tx.insert(auditEvents).values(row);
  },

  /** Newest first; strictly older than the cursor (time, then id) when one is given. */
  page(tx: Tx, q: { limit: number; action?: string; before?: { at: Date; id: number } }): Promise<AuditRow[]> {
    const where: SQL[] = [];
    if (q.action) where.push(eq(auditEvents.action, q.action));
    if (q.before) {
      where.push(sql`(${auditEvents.at}, ${auditEvents.id}) < (${q.before.at.toISOString()}::timestamptz, ${q.before.id}::bigint)`);
    }
    return tx
      .select()
      .from(auditEvents)
      .where(where.length ? and(...where) : undefined)
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(q.limit);
  },
};
