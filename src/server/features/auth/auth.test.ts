import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions, users } from '../../db/schema';
import { fixedClock } from '../../lib/clock';
import { authRepository } from './auth.repository';
import { sha256 } from '../../lib/crypto';
import { createUser, sessionCookie, uniqueEmail } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const clock = fixedClock(new Date('2026-11-01T10:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { ADMIN_EMAILS: 'Boss@Studio.example, other@studio.example' } });
});
afterAll(() => t.close());

const signupBody = (over: Record<string, unknown> = {}) => ({
  email: uniqueEmail('signup'),
  password: 'sufficiently-long',
  firstName: 'Ada',
  lastName: 'Lovelace',
  websiteUrl: 'ada.example',
  ...over,
});
let ip = 0;
// Each call from its own address, so the per-IP limit stays out of tests that are not about it.
const fromNewIp = () => `10.0.${Math.floor(++ip / 250)}.${ip % 250}`;
const post = (url: string, payload: unknown, remoteAddress = fromNewIp()) =>
  t.app.inject({ method: 'POST', url, payload: payload as any, remoteAddress });

describe('POST /api/auth/signup', () => {
  it('creates the account, answers 201 {token, userId} and sets an HttpOnly session cookie', async () => {
    const body = signupBody();
    const res = await post('/api/auth/signup', body);
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(Object.keys(json).sort()).toEqual(['token', 'userId']);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/sp_session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    expect(sessionCookie(res)).toBe(json.token);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, json.userId));
    expect(row.websiteUrl).toBe('ada.example');
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.role).toBe('client');
  });

  it('names every missing field in a 400', async () => {
    const res = await post('/api/auth/signup', { email: 'a@b.example' });
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(json.message).toContain('Password is required');
    expect(json.message).toContain('First name is required');
    expect(json.message).toContain('Last name is required');
    expect(json.message).toContain('Website URL is required');
    expect(json.errors).toMatchObject({ firstName: 'First name is required' });
  });

  it('rejects blank fields, a malformed e-mail and passwords outside 8..128', async () => {
    expect((await post('/api/auth/signup', signupBody({ firstName: '   ' }))).json().errors.firstName).toBe('First name is required');
    expect((await post('/api/auth/signup', signupBody({ email: 'not-an-email' }))).json().errors.email).toBe(
      'Please enter a valid email address',
    );
    const short = await post('/api/auth/signup', signupBody({ password: '1234567' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 8 characters');
    const long = await post('/api/auth/signup', signupBody({ password: 'x'.repeat(129) }));
    expect(long.statusCode).toBe(400);
    expect((await post('/api/auth/signup', signupBody({ password: '12345678' }))).statusCode).toBe(201);
    expect((await post('/api/auth/signup', signupBody({ password: 'x'.repeat(128) }))).statusCode).toBe(201);
  });

  it('answers 409 for an e-mail that exists in any letter case', async () => {
    const email = uniqueEmail('dup');
    expect((await post('/api/auth/signup', signupBody({ email }))).statusCode).toBe(201);
    const res = await post('/api/auth/signup', signupBody({ email: email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'An account with this email already exists' });
  });

  it('is rate-limited per IP', async () => {
    const address = '192.0.2.77';
    const codes: number[] = [];
    for (let i = 0; i < 22; i++) codes.push((await post('/api/auth/signup', { email: 'x' }, address)).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 400)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});

describe('sessions', () => {
  it('stores only a hash of a fresh 256-bit token at every login', async () => {
    const u = await createUser(t);
    const a = (await post('/api/auth/login', { email: u.email, password: u.password })).json().token;
    const b = (await post('/api/auth/login', { email: u.email, password: u.password })).json().token;
    expect(a).not.toBe(b);
    expect(Buffer.from(a, 'base64url').length).toBeGreaterThanOrEqual(16);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, u.id));
    expect(rows.map((r) => r.tokenHash)).toContain(sha256(a));
    expect(JSON.stringify(rows)).not.toContain(a);
  });

  it('accepts the cookie and the bearer header, and expires after 30 days', async () => {
    const u = await createUser(t);
    const viaBearer = await t.app.inject({ url: '/api/auth/user', headers: u.headers });
    expect(viaBearer.statusCode).toBe(200);
    const viaCookie = await t.app.inject({ url: '/api/auth/user', cookies: { sp_session: u.token } });
    expect(viaCookie.statusCode).toBe(200);
    clock.advance(29 * 24 * 3600 * 1000);
    expect((await t.app.inject({ url: '/api/auth/user', headers: u.headers })).statusCode).toBe(200);
    clock.advance(2 * 24 * 3600 * 1000);
    expect((await t.app.inject({ url: '/api/auth/user', headers: u.headers })).statusCode).toBe(401);
    clock.set(new Date('2026-11-01T10:00:00Z'));
  });
});

describe('the session cache', () => {
  it('spares the session query; a session revoked straight in the database ends at once (change feed), a sign-out here too', async () => {
    const t2 = await createTestApp({ env: { SESSION_CACHE_MS: '60000' } });
    const lookups = vi.spyOn(authRepository, 'findLiveSession');
    try {
      const [a, b] = [await createUser(t2), await createUser(t2)];
      const status = async (u: { headers: Record<string, string> }) => (await t2.app.inject({ url: '/api/auth/user', headers: u.headers })).statusCode;
      // Once the sign-ups' own notifications have arrived (on PostgreSQL they come on another connection),
      // repeated requests make no session query.
      await vi.waitFor(
        async () => {
          lookups.mockClear();
          expect(await status(a)).toBe(200);
          expect(await status(a)).toBe(200);
          expect(lookups).toHaveBeenCalledTimes(0);
        },
        { timeout: 3000 },
      );
      // As `npm run user -- reset-password` or a second server would: straight in the database. The
      // trigger's notification drops the cached session long before SESSION_CACHE_MS.
      await t2.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, a.id));
      await vi.waitFor(async () => expect(await status(a)).toBe(401), { timeout: 3000 });
      // Signing out through this process never waits for anything.
      expect(await status(b)).toBe(200);
      expect((await t2.app.inject({ method: 'POST', url: '/api/auth/logout', headers: b.headers })).statusCode).toBe(204);
      expect(await status(b)).toBe(401);
    } finally {
      lookups.mockRestore();
      await t2.close();
    }
  });

  it('without the change feed, a revocation made elsewhere ends within SESSION_CACHE_MS', async () => {
    const t2 = await createTestApp({ env: { SESSION_CACHE_MS: '400' } });
    try {
      const a = await createUser(t2);
      const status = async () => (await t2.app.inject({ url: '/api/auth/user', headers: a.headers })).statusCode;
      expect(await status()).toBe(200);
      await t2.app.ctx.changes.stop();
      expect(await status()).toBe(200);
      await t2.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, a.id));
      expect(await status()).toBe(200);
      await new Promise((r) => setTimeout(r, 450));
      expect(await status()).toBe(401);
    } finally {
      await t2.close();
    }
  });

  it('is off with SESSION_CACHE_MS=0: every request asks the database', async () => {
    const t2 = await createTestApp({ env: { SESSION_CACHE_MS: '0' } });
    try {
      const a = await createUser(t2);
      expect((await t2.app.inject({ url: '/api/auth/user', headers: a.headers })).statusCode).toBe(200);
      await t2.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, a.id));
      expect((await t2.app.inject({ url: '/api/auth/user', headers: a.headers })).statusCode).toBe(401);
    } finally {
      await t2.close();
    }
  });
});

describe('GET /api/auth/user', () => {
  it('answers the profile without password material', async () => {
    const u = await createUser(t, { firstName: 'Grace', lastName: 'Hopper' });
    const res = await t.app.inject({ url: '/api/auth/user', headers: u.headers });
    const json = res.json();
    expect(Object.keys(json).sort()).toEqual(
      ['createdAt', 'email', 'firstName', 'id', 'lastName', 'profileImageUrl', 'role', 'twoFactorEnabled', 'updatedAt'].sort(),
    );
    expect(json).toMatchObject({ id: u.id, firstName: 'Grace', lastName: 'Hopper', email: u.email, role: 'client', twoFactorEnabled: false });
    expect(res.body).not.toMatch(/argon2|password/i);
  });

  it('answers 401 {"message":"Unauthorized"} signed out or with a bad token', async () => {
    for (const headers of [{}, { authorization: 'Bearer nope' }, { cookie: 'sp_session=nope' }]) {
      const res = await t.app.inject({ url: '/api/auth/user', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthorized' });
    }
  });

  it('gives role admin to the e-mails in ADMIN_EMAILS, in any letter case', async () => {
    const admin = await createUser(t, { email: 'boss@studio.example' });
    expect((await t.app.inject({ url: '/api/auth/user', headers: admin.headers })).json().role).toBe('admin');
  });
});

describe('POST /api/auth/login', () => {
  it('answers {token, userId} with a cookie for the right password', async () => {
    const u = await createUser(t);
    const res = await post('/api/auth/login', { email: u.email.toUpperCase(), password: u.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ token: expect.any(String), userId: u.id });
    expect(sessionCookie(res)).toBe(res.json().token);
  });

  it('answers the same 401 for an unknown e-mail and a wrong password', async () => {
    const u = await createUser(t);
    const wrong = await post('/api/auth/login', { email: u.email, password: 'wrong password' });
    const unknown = await post('/api/auth/login', { email: uniqueEmail('ghost'), password: 'wrong password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password' });
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('meets 429 well before 30 wrong passwords for one account, even from many addresses', async () => {
    const u = await createUser(t);
    let firstLimited = -1;
    for (let i = 0; i < 30 && firstLimited < 0; i++) {
      const res = await post('/api/auth/login', { email: u.email, password: `wrong-${i}` });
      if (res.statusCode === 429) firstLimited = i;
      else expect(res.statusCode).toBe(401);
    }
    expect(firstLimited).toBeGreaterThan(0);
    expect(firstLimited).toBeLessThan(20);
    // Even the right password waits for the window to pass.
    expect((await post('/api/auth/login', { email: u.email, password: u.password })).statusCode).toBe(429);
    clock.advance(16 * 60 * 1000);
    expect((await post('/api/auth/login', { email: u.email, password: u.password })).statusCode).toBe(200);
  });

  it('is rate-limited per IP across accounts', async () => {
    const address = '198.51.100.9';
    const codes: number[] = [];
    for (let i = 0; i < 32; i++) codes.push((await post('/api/auth/login', { email: uniqueEmail('ip'), password: 'x' }, address)).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 401)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    expect(codes.indexOf(429)).toBe(30);
  });
});

describe('logout', () => {
  it('GET /api/logout revokes the session, clears the cookie and redirects to /', async () => {
    const u = await createUser(t);
    const res = await t.app.inject({ url: '/api/logout', cookies: { sp_session: u.token } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(String(res.headers['set-cookie'])).toMatch(/sp_session=;.*Expires=Thu, 01 Jan 1970/);
    expect((await t.app.inject({ url: '/api/auth/user', headers: u.headers })).statusCode).toBe(401);
  });

  it('POST /api/auth/logout answers 204 and revokes a bearer session', async () => {
    const u = await createUser(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: u.headers });
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/auth/user', headers: u.headers })).statusCode).toBe(401);
  });

  it('GET /api/login leads to the login screen', async () => {
    const res = await t.app.inject({ url: '/api/login' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login');
  });
});
