import { randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verifySync } from 'otplib';
import QRCode from 'qrcode';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { newToken, sha256 } from '../../lib/crypto';
import type { Encryptor } from '../../lib/encryption';
import { badRequest, conflict, unauthorized } from '../../lib/errors';
import { RateLimiter } from '../../lib/rate-limiter';
import type { AuditService } from '../audit/audit.service';
import type { UserRow } from './auth.repository';
import type { AuthService } from './auth.service';
import { twoFactorRepository } from './two-factor.repository';
import { transaction } from '../../db/transaction';

const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const CHALLENGE_TRIES = 5;
const RECOVERY_CODES = 10;
const INVALID_CODE = 'Invalid verification code';

/** Recovery codes are compared without case, spaces or dashes. */
const normalise = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export class TwoFactorService {
  private readonly attempts: RateLimiter;

  constructor(
    private readonly d: { db: Db; clock: Clock; encryptor: Encryptor; issuer: string; auth: AuthService; audit: AuditService },
  ) {
    this.attempts = new RateLimiter(10, 15 * 60 * 1000, d.clock);
  }

  /** A new 160-bit secret, kept encrypted until a code proves the app has it. */
  async setup(user: UserRow): Promise<{ qrCode: string; secret: string }> {
    if (user.twoFactorEnabled) throw conflict('Two-factor authentication is already enabled');
    const secret = generateSecret({ length: 20 });
    await twoFactorRepository.setPending(this.d.db, user.id, this.d.encryptor.encrypt(secret), this.d.clock.now());
    const uri = generateURI({ issuer: this.d.issuer, label: user.email, secret });
    return { qrCode: await QRCode.toDataURL(uri, { margin: 1, width: 384 }), secret };
  }

  /** The time step a code belongs to, when it is right within one step either side. */
  private stepOf(secret: string, code: string): number | null {
    if (!/^\d{6}$/.test(code)) return null;
    const result = verifySync({ secret, token: code, epoch: Math.floor(this.d.clock.now().getTime() / 1000), epochTolerance: 30 });
    return result.valid ? (result as { timeStep: number }).timeStep : null;
  }

  /** A correct code for the pending secret turns 2FA on; other sessions end; 10 recovery codes, shown once. */
  async verify(user: UserRow, token: string, keepTokenHash: string | null, ip: string | null = null): Promise<{ recoveryCodes: string[] }> {
    this.attempts.check(`verify:${user.id}`);
    if (user.twoFactorEnabled) throw conflict('Two-factor authentication is already enabled');
    if (!user.twoFactorPendingSecret) throw badRequest('Start the two-factor set-up first');
    const step = this.stepOf(this.d.encryptor.decrypt(user.twoFactorPendingSecret), token.trim());
    if (step === null) {
      this.attempts.hit(`verify:${user.id}`);
      throw badRequest(INVALID_CODE, { token: INVALID_CODE });
    }
    const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
    const now = this.d.clock.now();
    await transaction(this.d.db, async (tx) => {
      await twoFactorRepository.enable(tx, user.id, user.twoFactorPendingSecret!, step, codes.map((c) => sha256(normalise(c))), now);
      await twoFactorRepository.revokeOtherSessions(tx, user.id, keepTokenHash, now);
      await this.d.audit.record({ action: 'auth.two_factor_enabled', actor: { id: user.id, email: user.email, ip }, target: { type: 'user', id: user.id } }, tx);
    });
    return { recoveryCodes: codes };
  }

  /** A TOTP code (never one already used) or an unused recovery code. */
  private async acceptCode(user: UserRow, code: string): Promise<boolean> {
    if (!user.twoFactorEnabled || !user.twoFactorSecret) return false;
    const trimmed = code.trim();
    if (/^\d{6}$/.test(trimmed)) {
      const step = this.stepOf(this.d.encryptor.decrypt(user.twoFactorSecret), trimmed);
      return step !== null && (await twoFactorRepository.takeStep(this.d.db, user.id, step));
    }
    return twoFactorRepository.useRecoveryCode(this.d.db, user.id, sha256(normalise(trimmed)), this.d.clock.now());
  }

  async disable(user: UserRow, code: string, keepTokenHash: string | null, ip: string | null = null): Promise<void> {
    this.attempts.check(`disable:${user.id}`);
    if (!user.twoFactorEnabled) throw conflict('Two-factor authentication is not enabled');
    if (!(await this.acceptCode(user, code))) {
      this.attempts.hit(`disable:${user.id}`);
      await this.d.audit.record({ action: 'auth.two_factor_failed', actor: { id: user.id, email: user.email, ip }, target: { type: 'user', id: user.id }, details: { step: 'disable' } });
      throw badRequest(INVALID_CODE, { code: INVALID_CODE });
    }
    const now = this.d.clock.now();
    await transaction(this.d.db, async (tx) => {
      await twoFactorRepository.disable(tx, user.id, now);
      await twoFactorRepository.revokeOtherSessions(tx, user.id, keepTokenHash, now);
      await this.d.audit.record({ action: 'auth.two_factor_disabled', actor: { id: user.id, email: user.email, ip }, target: { type: 'user', id: user.id } }, tx);
    });
  }

  /** After the right password: a challenge for the second step, valid 5 minutes. */
  async startChallenge(userId: string): Promise<string> {
    const token = newToken();
    const now = this.d.clock.now();
    await twoFactorRepository.insertChallenge(this.d.db, { userId, tokenHash: sha256(token), expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS), createdAt: now });
    return token;
  }

  /** The second step: a right code within 5 tries and 5 minutes gives a new session. */
  async completeChallenge(challengeToken: string, code: string, ip: string | null = null): Promise<{ token: string; userId: string }> {
    const challenge = await twoFactorRepository.findChallenge(this.d.db, sha256(challengeToken));
    const now = this.d.clock.now();
    const refuse = async (reason: string, user?: UserRow) => {
      await this.d.audit.record({
        action: 'auth.two_factor_failed',
        actor: { id: user?.id ?? null, email: user?.email ?? null, ip },
        target: challenge ? { type: 'user', id: challenge.userId } : null,
        details: { step: 'sign_in', reason },
      });
    };
    if (!challenge || challenge.usedAt || challenge.expiresAt <= now || challenge.failedAttempts >= CHALLENGE_TRIES) {
      await refuse(challenge ? 'expired_challenge' : 'unknown_challenge');
      throw unauthorized('This sign-in has expired. Please sign in again.');
    }
    const user = await this.d.auth.findUser(challenge.userId);
    if (!user || !(await this.acceptCode(user, code))) {
      await twoFactorRepository.failChallenge(this.d.db, challenge.id);
      await refuse('wrong_code', user);
      throw unauthorized(INVALID_CODE);
    }
    if (!(await twoFactorRepository.useChallenge(this.d.db, challenge.id, now))) {
      await refuse('expired_challenge', user);
      throw unauthorized('This sign-in has expired. Please sign in again.');
    }
    return { token: await this.d.auth.signIn(user, { method: 'two_factor', ip }), userId: user.id };
  }
}
