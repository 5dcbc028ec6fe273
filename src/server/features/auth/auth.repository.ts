import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { sessions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export const authRepository = {
  async findUserByEmail(db: Tx, email: string): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
      .limit(1);
    return row;
  },

  async findUserById(db: Tx, id: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  },

  /** Returns undefined when the e-mail is taken (unique index on lower(email)). */
  async insertUser(db: Tx, values: NewUser): Promise<UserRow | undefined> {
    const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
    return row;
  },

  async savePreferences(db: Tx, id: string, preferences: Partial<Record<string, boolean>>, now: Date) {
    const [row] = await db.update(users).set({ preferences, updatedAt: now }).where(eq(users.id, id)).returning({ preferences: users.preferences });
    return row.preferences;
  },

  findAdmins(db: Tx, adminEmails: string[]): Promise<UserRow[]> {
    const listed = adminEmails.length ? inArray(sql`lower(${users.email})`, adminEmails) : undefined;
    return db.select().from(users).where(listed ? or(eq(users.role, 'admin'), listed) : eq(users.role, 'admin'));
  },

  async findByOidc(db: Tx, issuer: string, subject: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(and(eq(users.oidcIssuer, issuer), eq(users.oidcSubject, subject))).limit(1);
    return row;
  },

  async linkOidc(db: Tx, id: string, issuer: string, subject: string, now: Date) {
    const [row] = await db
      .update(users)
      .set({ oidcIssuer: issuer, oidcSubject: subject, updatedAt: now })
      .where(and(eq(users.id, id), isNull(users.oidcSubject)))
      .returning();
    return row;
  },

  async findSessionIdToken(db: Tx, tokenHash: string) {
    const [row] = await db.select({ idToken: sessions.oidcIdToken }).from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1);
    return row?.idToken ?? null;
  },

  async insertSession(db: Tx, values: { userId: string; tokenHash: string; expiresAt: Date; oidcIdToken?: string }) {
    await db.insert(sessions).values(values);
  },

  /** The live session for a token hash, joined with its user, in one query. */
  async findLiveSession(db: Tx, tokenHash: string, now: Date) {
    const [row] = await db
      .select({ sessionId: sessions.id, expiresAt: sessions.expiresAt, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .limit(1);
    return row;
  },

  async revokeSession(db: Tx, tokenHash: string, now: Date) {
    await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
  },
};
