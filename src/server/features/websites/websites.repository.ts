import { type AnyColumn, and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { selectJsonRows } from '../../db/json-rows';
import { backups, websites } from '../../db/schema';

export type WebsiteRow = typeof websites.$inferSelect;

/** What the Website API answers, and no more: lists read only these columns. */
export const websiteCardColumns = {
  id: websites.id,
  name: websites.name,
  domain: websites.domain,
  status: websites.status,
  deploymentUrl: websites.deploymentUrl,
  repositoryUrl: websites.repositoryUrl,
  hostingPrice: websites.hostingPrice,
  domainPrice: websites.domainPrice,
  createdAt: websites.createdAt,
  lastUpdated: websites.lastUpdated,
  monthlyVisits: websites.monthlyVisits,
  nextPaymentDue: websites.nextPaymentDue,
  tlsValidTo: websites.tlsValidTo,
  tlsIssuer: websites.tlsIssuer,
  tlsError: websites.tlsError,
};
export type WebsiteCardRow = Pick<WebsiteRow, keyof typeof websiteCardColumns>;
export type BackupRow = typeof backups.$inferSelect;

const owned = (userId: string, id: string) =>
  and(eq(websites.id, id), eq(websites.userId, userId), isNull(websites.deletedAt));

export const websitesRepository = {
  listByOwner(db: Tx, userId: string): Promise<WebsiteCardRow[]> {
    return selectJsonRows(db, websites, websiteCardColumns, and(eq(websites.userId, userId), isNull(websites.deletedAt)), sql`${websites.createdAt} desc, ${websites.id} desc`);
  },

  async findOwned(db: Tx, userId: string, id: string): Promise<WebsiteRow | undefined> {
    const [row] = await db.select().from(websites).where(owned(userId, id)).limit(1);
    return row;
  },

  async findLive(db: Tx, id: string): Promise<WebsiteRow | undefined> {
    const [row] = await db.select().from(websites).where(and(eq(websites.id, id), isNull(websites.deletedAt))).limit(1);
    return row;
  },

  async insert(db: Tx, values: typeof websites.$inferInsert): Promise<WebsiteRow> {
    const [row] = await db.insert(websites).values(values).returning();
    return row;
  },

  async updateOwned(db: Tx, userId: string, id: string, values: PgUpdateSetSource<typeof websites>) {
    const [row] = await db.update(websites).set(values).where(owned(userId, id)).returning();
    return row as WebsiteRow | undefined;
  },

  /** Update values that clear the recorded TLS certificate when the deployment URL changes. */
  forgetCertificateUnless(deploymentUrl: string | null): Record<'tlsValidTo' | 'tlsIssuer' | 'tlsError' | 'tlsWarnedFor', SQL> {
    const same = sql`${websites.deploymentUrl} IS NOT DISTINCT FROM ${deploymentUrl}`;
    const keep = (column: AnyColumn) => sql`CASE WHEN ${same} THEN ${column} ELSE NULL END`;
    return { tlsValidTo: keep(websites.tlsValidTo), tlsIssuer: keep(websites.tlsIssuer), tlsError: keep(websites.tlsError), tlsWarnedFor: keep(websites.tlsWarnedFor) };
  },

  async softDeleteOwned(db: Tx, userId: string, id: string, now: Date) {
    const [row] = await db.update(websites).set({ deletedAt: now }).where(owned(userId, id)).returning({ id: websites.id });
    return row;
  },

  async insertBackup(db: Tx, values: typeof backups.$inferInsert): Promise<BackupRow> {
    const [row] = await db.insert(backups).values(values).returning();
    return row;
  },

  async finishBackup(db: Tx, id: string, values: Pick<BackupRow, 'status' | 'sizeBytes' | 'completedAt'>) {
    await db.update(backups).set(values).where(eq(backups.id, id));
  },

  listBackups(db: Tx, websiteId: string, limit = 50): Promise<BackupRow[]> {
    return db
      .select()
      .from(backups)
      .where(eq(backups.websiteId, websiteId))
      .orderBy(desc(backups.createdAt), desc(backups.id))
      .limit(limit);
  },
};
