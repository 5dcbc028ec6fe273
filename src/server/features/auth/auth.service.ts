import type { SignupInput, User } from '../../../shared/auth';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { burnPasswordCheck, hashPassword, newToken, sha256, verifyPassword } from '../../lib/crypto';
import { conflict, tooManyRequests, unauthorized } from '../../lib/errors';
import { RateLimiter } from '../../lib/rate-limiter';
import type { AuditService } from '../audit/audit.service';
import { authRepository, type UserRow } from './auth.repository';
import { transaction } from '../../db/transaction';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const INVALID_LOGIN = 'Invalid email or password';

export interface SessionUser {
  user: UserRow;
  role: User['role'];
}

export class AuthService {
  /** Failed logins per account: a burst of wrong passwords meets 429 long before 30 tries. */
  private readonly failedLogins: RateLimiter;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {
    this.failedLogins = new RateLimiter(config.LOGIN_RATE_LIMIT, 15 * 60 * 1000, clock);
  }

  roleOf(user: Pick<UserRow, 'email' | 'role'>): User['role'] {
    if (user.role === 'admin') return 'admin';
    return this.config.ADMIN_EMAILS.includes(user.email.toLowerCase()) ? 'admin' : 'client';
  }

  toPublicUser(user: UserRow): User {
    return {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      profileImageUrl: user.profileImageUrl,
      role: this.roleOf(user),
      twoFactorEnabled: user.twoFactorEnabled,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    };
  }

  async signup(input: SignupInput, ip: string | null = null): Promise<{ token: string; user: UserRow }> {
    const passwordHash = await hashPassword(input.password);
    const user = await authRepository.insertUser(this.db, {
      email: input.email.toLowerCase(),
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      websiteUrl: input.websiteUrl,
    });
    if (!user) throw conflict('An account with this email already exists');
    const token = await this.createSession(user.id);
    await this.audit.record({ action: 'auth.signed_up', actor: { id: user.id, email: user.email, ip }, target: { type: 'user', id: user.id } });
    return { token, user };
  }

  /** Checks the password; the same answer for an unknown account and a wrong password. A refusal is audited. */
  async verifyCredentials(email: string, password: string, ip: string | null = null): Promise<UserRow> {
    const key = email.trim().toLowerCase();
    const locked = this.failedLogins.refusal(key);
    if (locked) {
      // Recorded once per lockout: the tries after it cost no row each.
      if (locked.first) {
        const target = await authRepository.findUserByEmail(this.db, key);
        await this.audit.record({
          action: 'auth.sign_in_failed',
          actor: { email: key, ip },
          target: target ? { type: 'user', id: target.id } : null,
          details: { method: 'password', reason: 'too_many_attempts', retryAfterSeconds: Math.ceil(locked.retryAfter) },
        });
      }
      throw tooManyRequests(locked.retryAfter);
    }
    const user = await authRepository.findUserByEmail(this.db, key);
    const ok = user?.passwordHash ? await verifyPassword(user.passwordHash, password) : (await burnPasswordCheck(password), false);
    if (!user || !ok) {
      this.failedLogins.hit(key);
      // The e-mail tried says who was targeted; it is no proof of who tried, so no actor id.
      await this.audit.record({
        action: 'auth.sign_in_failed',
        actor: { email: key, ip },
        target: user ? { type: 'user', id: user.id } : null,
        details: { method: 'password', reason: user ? 'wrong_password' : 'unknown_account' },
      });
      throw unauthorized(INVALID_LOGIN);
    }
    this.failedLogins.reset(key);
    return user;
  }

  findUser(id: string): Promise<UserRow | undefined> {
    return authRepository.findUserById(this.db, id);
  }

  /** Everyone with role admin: stored, or listed in ADMIN_EMAILS. */
  async adminIds(): Promise<string[]> {
    return (await authRepository.findAdmins(this.db, this.config.ADMIN_EMAILS)).map((u) => u.id);
  }

  /** A new session for someone who proved who they are, recorded in the audit trail with it. */
  async signIn(user: Pick<UserRow, 'id' | 'email'>, how: { method: 'password' | 'two_factor' | 'oidc'; ip: string | null; oidcIdToken?: string }): Promise<string> {
    return transaction(this.db, async (tx) => {
      const token = await this.createSession(user.id, how.oidcIdToken, tx);
      await this.audit.record({ action: 'auth.sign_in', actor: { id: user.id, email: user.email, ip: how.ip }, target: { type: 'user', id: user.id }, details: { method: how.method } }, tx);
      return token;
    });
  }

  async createSession(userId: string, oidcIdToken?: string, tx: Tx = this.db): Promise<string> {
    const token = newToken();
    await authRepository.insertSession(tx, {
      userId,
      oidcIdToken,
      tokenHash: sha256(token),
      expiresAt: new Date(this.clock.now().getTime() + SESSION_TTL_MS),
    });
    return token;
  }

  async userForToken(token: string): Promise<SessionUser | null> {
    if (!token || token.length > 200) return null;
    const hash = sha256(token);
    const now = this.clock.now();
    const cached = this.sessions.get(hash);
    if (cached && cached.until > performance.now() && cached.expiresAt > now) return cached.value;
    const changesBefore = this.changesSeen;
    const row = await authRepository.findLiveSession(this.db, hash, now);
    if (!row) {
      this.forgetSession(hash);
      return null;
    }
    const value = { user: row.user, role: this.roleOf(row.user) };
    // A change that arrived while the query ran may not be in its answer: use it once, do not keep it.
    if (this.changesSeen === changesBefore) this.remember(hash, value, row.expiresAt);
    return value;
  }

  /**
   * Sessions this process has looked up recently (SESSION_CACHE_MS), so most requests need no session
   * query. Bounded: the oldest entries go first.
   */
  private readonly sessions = new Map<string, { value: SessionUser; expiresAt: Date; until: number }>();
  /** Counts the changes heard of (forgetUser, forgetAll), so a lookup that overlapped one is not kept. */
  private changesSeen = 0;

  private remember(hash: string, value: SessionUser, expiresAt: Date) {
    const ttl = this.config.SESSION_CACHE_MS;
    if (ttl <= 0) return;
    this.forgetSession(hash);
    this.sessions.set(hash, { value, expiresAt, until: performance.now() + ttl });
    const userId = value.user.id;
    const hashes = this.sessionsOfUser.get(userId);
    if (hashes) hashes.add(hash);
    else this.sessionsOfUser.set(userId, new Set([hash]));
    if (this.sessions.size > 10_000) this.forgetSession(this.sessions.keys().next().value!);
  }

  /** The cached sessions of each user, so a change to one user is forgotten without a scan. */
  private readonly sessionsOfUser = new Map<string, Set<string>>();

  private forgetSession(hash: string) {
    const entry = this.sessions.get(hash);
    if (!entry) return;
    this.sessions.delete(hash);
    const hashes = this.sessionsOfUser.get(entry.value.user.id);
    hashes?.delete(hash);
    if (hashes?.size === 0) this.sessionsOfUser.delete(entry.value.user.id);
  }

  /** After a change to a user or their sessions (this process's or, through the change feed, another's): look them up afresh. */
  forgetUser(userId: string) {
    this.changesSeen++;
    for (const hash of this.sessionsOfUser.get(userId) ?? []) this.sessions.delete(hash);
    this.sessionsOfUser.delete(userId);
  }

  /** The change feed was lost or regained: anything may have changed meanwhile. */
  forgetAll() {
    this.changesSeen++;
    this.sessions.clear();
    this.sessionsOfUser.clear();
  }

  /** The provider ID token of a session made by hosted sign-in (for the provider's logout). */
  idTokenOf(token: string): Promise<string | null> {
    return authRepository.findSessionIdToken(this.db, sha256(token));
  }

  async revoke(token: string): Promise<void> {
    const hash = sha256(token);
    await authRepository.revokeSession(this.db, hash, this.clock.now());
    this.forgetSession(hash);
  }
}
