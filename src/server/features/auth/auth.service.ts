import type { SignupInput, User } from '../../../shared/auth';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { burnPasswordCheck, hashPassword, newToken, sha256, verifyPassword } from '../../lib/crypto';
import { conflict, unauthorized } from '../../lib/errors';
import { RateLimiter } from '../../lib/rate-limiter';
import { authRepository, type UserRow } from './auth.repository';

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

  async signup(input: SignupInput): Promise<{ token: string; user: UserRow }> {
    const passwordHash = await hashPassword(input.password);
    const user = await authRepository.insertUser(this.db, {
      email: input.email.toLowerCase(),
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      websiteUrl: input.websiteUrl,
    });
    if (!user) throw conflict('An account with this email already exists');
    return { token: await this.createSession(user.id), user };
  }

  /** Checks the password; the same answer for an unknown account and a wrong password. */
  async verifyCredentials(email: string, password: string): Promise<UserRow> {
    const key = email.trim().toLowerCase();
    this.failedLogins.check(key);
    const user = await authRepository.findUserByEmail(this.db, key);
    const ok = user?.passwordHash ? await verifyPassword(user.passwordHash, password) : (await burnPasswordCheck(password), false);
    if (!user || !ok) {
      this.failedLogins.hit(key);
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

  async createSession(userId: string, oidcIdToken?: string): Promise<string> {
    const token = newToken();
    await authRepository.insertSession(this.db, {
      userId,
      oidcIdToken,
      tokenHash: sha256(token),
      expiresAt: new Date(this.clock.now().getTime() + SESSION_TTL_MS),
    });
    return token;
  }

  async userForToken(token: string): Promise<SessionUser | null> {
    if (!token || token.length > 200) return null;
    const row = await authRepository.findLiveSession(this.db, sha256(token), this.clock.now());
    return row ? { user: row.user, role: this.roleOf(row.user) } : null;
  }

  /** The provider ID token of a session made by hosted sign-in (for the provider's logout). */
  idTokenOf(token: string): Promise<string | null> {
    return authRepository.findSessionIdToken(this.db, sha256(token));
  }

  async revoke(token: string): Promise<void> {
    await authRepository.revokeSession(this.db, sha256(token), this.clock.now());
  }
}
