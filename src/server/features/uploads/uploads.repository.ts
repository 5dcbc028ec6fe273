import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { attachments } from '../../db/schema';

export type AttachmentRow = typeof attachments.$inferSelect;

export const uploadsRepository = {
  /** Reserves an object key for one upload; undefined when the key was used already. */
  async reserve(db: Tx, values: typeof attachments.$inferInsert): Promise<AttachmentRow | undefined> {
    const [row] = await db.insert(attachments).values(values).onConflictDoNothing().returning();
    return row;
  },

  async markUploaded(db: Tx, id: string, sizeBytes: number, now: Date) {
    await db.update(attachments).set({ sizeBytes, uploadedAt: now }).where(eq(attachments.id, id));
  },

  async remove(db: Tx, id: string) {
    await db.delete(attachments).where(eq(attachments.id, id));
  },

  async findByKey(db: Tx, objectKey: string): Promise<AttachmentRow | undefined> {
    const [row] = await db.select().from(attachments).where(eq(attachments.objectKey, objectKey)).limit(1);
    return row;
  },

  /** Claims the owner's stored, not yet claimed object (once: a conditional update). */
  async claim(db: Tx, ownerId: string, objectKey: string, now: Date) {
    const [row] = await db
      .update(attachments)
      .set({ claimedAt: now })
      .where(and(eq(attachments.objectKey, objectKey), eq(attachments.ownerId, ownerId), isNotNull(attachments.uploadedAt), isNull(attachments.claimedAt)))
      .returning();
    return row;
  },

  /** A direct upload that passed its checks is stored and claimed in one step. */
  async markClaimedUpload(db: Tx, id: string, v: { contentType: string; sizeBytes: number; at: Date }) {
    await db.update(attachments).set({ contentType: v.contentType, sizeBytes: v.sizeBytes, uploadedAt: v.at, claimedAt: v.at }).where(eq(attachments.id, id));
  },

  /** The caller's own stored, claimed objects that no request uses yet. */
  attachable(db: Tx, ownerId: string, objectKeys: string[]): Promise<AttachmentRow[]> {
    if (objectKeys.length === 0) return Promise.resolve([]);
    return db
      .select()
      .from(attachments)
      .where(
        and(
          inArray(attachments.objectKey, objectKeys),
          eq(attachments.ownerId, ownerId),
          isNotNull(attachments.uploadedAt),
          isNotNull(attachments.claimedAt),
          isNull(attachments.changeRequestId),
        ),
      );
  },

  async attach(db: Tx, id: string, changeRequestId: string, name: string) {
    await db.update(attachments).set({ changeRequestId, name }).where(and(eq(attachments.id, id), isNull(attachments.changeRequestId)));
  },

  forRequests(db: Tx, changeRequestIds: string[]): Promise<AttachmentRow[]> {
    if (changeRequestIds.length === 0) return Promise.resolve([]);
    return db.select().from(attachments).where(inArray(attachments.changeRequestId, changeRequestIds));
  },
};
