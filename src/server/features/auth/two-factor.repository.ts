import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { loginChallenges, recoveryCodes, sessions, users } from '../../db/schema';

export const twoFactorRepository = {
  async setPending(db: Tx, userId: string, sealed: string, now: Date) {
    await db.update(users).set({ twoFactorPendingSecret: sealed, updatedAt: now }).where(eq(users.id, userId));
  },

  async enable(db: Tx, userId: string, sealed: string, step: number, codeHashes: string[], now: Date) {
    await db
      .update(users)
      .set({ twoFactorEnabled: true, twoFactorSecret: sealed, twoFactorPendingSecret: null, twoFactorLastStep: step, updatedAt: now })
      .where(eq(users.id, userId));
    await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
  },

  async disable(db: Tx, userId: string, now: Date) {
    await db
      .update(users)
      .set({ twoFactorEnabled: false, twoFactorSecret: null, twoFactorPendingSecret: null, twoFactorLastStep: null, updatedAt: now })
      .where(eq(users.id, userId));
    await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  },

  /** Takes a TOTP time step for the account unless it (or a later one) was used already. */
  async takeStep(db: Tx, userId: string, step: number): Promise<boolean> {
    const rows = await db
      .update(users)
      .set({ twoFactorLastStep: step })
      .where(and(eq(users.id, userId), or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step))))
      .returning({ id: users.id });
    return rows.length > 0;
  },

  /** Uses a recovery code once. */
  async useRecoveryCode(db: Tx, userId: string, codeHash: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(recoveryCodes)
      .set({ usedAt: now })
      .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    return rows.length > 0;
  },

  async insertChallenge(db: Tx, values: typeof loginChallenges.$inferInsert) {
    await db.insert(loginChallenges).values(values);
  },

  async findChallenge(db: Tx, tokenHash: string) {
    const [row] = await db.select().from(loginChallenges).where(eq(loginChallenges.tokenHash, tokenHash)).limit(1);
    return row;
  },

  async failChallenge(db: Tx, id: string) {
    const [row] = await db
      .update(loginChallenges)
      .set({ failedAttempts: sql`${loginChallenges.failedAttempts} + 1` })
      .where(eq(loginChallenges.id, id))
      .returning();
    return row;
  },

  /** Completes a live challenge once. */
  async useChallenge(db: Tx, id: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(loginChallenges)
      .set({ usedAt: now })
      .where(and(eq(loginChallenges.id, id), isNull(loginChallenges.usedAt), gt(loginChallenges.expiresAt, now)))
      .returning({ id: loginChallenges.id });
    return rows.length > 0;
  },

  /** Ends every other session of the account (2FA turned on or off). */
  async revokeOtherSessions(db: Tx, userId: string, keepTokenHash: string | null, now: Date) {
    await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined));
  },
};
