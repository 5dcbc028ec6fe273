import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { fixedClock } from '../../lib/clock';
import { createUser, sessionCookie, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const clock = fixedClock(new Date('2026-11-20T09:30:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const codeAt = (secret: string, offsetSeconds = 0) => generateSync({ secret, epoch: Math.floor(clock.now().getTime() / 1000) + offsetSeconds });
const post = (url: string, headers: Record<string, string>, payload?: unknown) => t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload: payload as any } : {}) });
const login = (u: TestUser) => post('/api/auth/login', {}, { email: u.email, password: u.password });

/** Turns 2FA on for a new user; answers the secret and recovery codes. */
async function enrolled() {
  const u = await createUser(t);
  const setup = (await post('/api/auth/2fa/setup', u.headers)).json();
  const { recoveryCodes } = (await post('/api/auth/2fa/verify', u.headers, { token: codeAt(setup.secret) })).json();
  clock.advance(30_000); // the enrolment code's step is used up
  return { u, secret: setup.secret as string, recoveryCodes: recoveryCodes as string[] };
}

describe('setting up two-factor authentication', () => {
  it('gives a QR data URL of an otpauth URI and a 160-bit base32 secret, kept encrypted', async () => {
    const u = await createUser(t);
    const res = await post('/api/auth/2fa/setup', u.headers);
    expect(res.statusCode).toBe(200);
    const { qrCode, secret } = res.json();
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, u.id));
    expect(row.twoFactorPendingSecret).toBeTruthy();
    expect(row.twoFactorPendingSecret).not.toContain(secret);
    expect(fs.existsSync(path.join(t.dataDir, 'keys', 'two-factor.key'))).toBe(true);
    // A new set-up replaces the pending secret.
    const again = (await post('/api/auth/2fa/setup', u.headers)).json();
    expect(again.secret).not.toBe(secret);
    expect((await post('/api/auth/2fa/verify', u.headers, { token: codeAt(secret) })).statusCode).toBe(400);
  });

  it('enables 2FA with a right code, returns 10 recovery codes and ends other sessions; a wrong code changes nothing', async () => {
    const u = await createUser(t);
    const other = (await login(u)).json().token;
    const { secret } = (await post('/api/auth/2fa/setup', u.headers)).json();
    const wrong = await post('/api/auth/2fa/verify', u.headers, { token: '000000' === codeAt(secret) ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Invalid verification code');
    expect((await t.app.inject({ url: '/api/auth/user', headers: u.headers })).json().twoFactorEnabled).toBe(false);
    const ok = await post('/api/auth/2fa/verify', u.headers, { token: codeAt(secret) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().recoveryCodes).toHaveLength(10);
    expect(new Set(ok.json().recoveryCodes).size).toBe(10);
    expect((await t.app.inject({ url: '/api/auth/user', headers: u.headers })).json().twoFactorEnabled).toBe(true);
    expect((await t.app.inject({ url: '/api/auth/user', headers: { authorization: `Bearer ${other}` } })).statusCode).toBe(401);
  });

  it('rate-limits wrong codes', async () => {
    const u = await createUser(t);
    const { secret } = (await post('/api/auth/2fa/setup', u.headers)).json();
    const right = codeAt(secret);
    const wrongCode = right === '123456' ? '654321' : '123456';
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await post('/api/auth/2fa/verify', u.headers, { token: wrongCode })).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('signing in with two-factor authentication', () => {
  it('asks for a code after the right password, with no session yet, then signs in', async () => {
    const { u, secret } = await enrolled();
    const first = await login(u);
    expect(first.statusCode).toBe(200);
    expect(Object.keys(first.json()).sort()).toEqual(['challengeToken', 'twoFactorRequired']);
    expect(first.json().twoFactorRequired).toBe(true);
    expect(first.headers['set-cookie']).toBeUndefined();
    const second = await post('/api/auth/login/2fa', {}, { challengeToken: first.json().challengeToken, code: codeAt(secret) });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ token: expect.any(String), userId: u.id });
    expect(sessionCookie(second)).toBe(second.json().token);
    // The same code never works twice, even within its window.
    const replay = await post('/api/auth/login/2fa', {}, { challengeToken: (await login(u)).json().challengeToken, code: codeAt(secret) });
    expect(replay.statusCode).toBe(401);
  });

  it('accepts a code one time step either side, not two', async () => {
    const { u, secret } = await enrolled();
    const challenge = async () => (await login(u)).json().challengeToken;
    expect((await post('/api/auth/login/2fa', {}, { challengeToken: await challenge(), code: codeAt(secret, -60) })).statusCode).toBe(401);
    expect((await post('/api/auth/login/2fa', {}, { challengeToken: await challenge(), code: codeAt(secret, 30) })).statusCode).toBe(200);
    clock.advance(90_000);
    expect((await post('/api/auth/login/2fa', {}, { challengeToken: await challenge(), code: codeAt(secret, -30) })).statusCode).toBe(200);
  });

  it('takes each recovery code once', async () => {
    const { u, recoveryCodes } = await enrolled();
    const challenge = async () => (await login(u)).json().challengeToken;
    expect((await post('/api/auth/login/2fa', {}, { challengeToken: await challenge(), code: recoveryCodes[0].toUpperCase() })).statusCode).toBe(200);
    expect((await post('/api/auth/login/2fa', {}, { challengeToken: await challenge(), code: recoveryCodes[0] })).statusCode).toBe(401);
    expect((await post('/api/auth/login/2fa', {}, { challengeToken: await challenge(), code: recoveryCodes[1] })).statusCode).toBe(200);
  });

  it('lets a challenge expire after 5 minutes and die after 5 wrong codes', async () => {
    const { u, secret } = await enrolled();
    const late = (await login(u)).json().challengeToken;
    clock.advance(5 * 60 * 1000 + 1);
    const expired = await post('/api/auth/login/2fa', {}, { challengeToken: late, code: codeAt(secret) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('This sign-in has expired. Please sign in again.');
    const token = (await login(u)).json().challengeToken;
    const wrongCode = codeAt(secret) === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await post('/api/auth/login/2fa', {}, { challengeToken: token, code: wrongCode })).json().message).toBe('Invalid verification code');
    const dead = await post('/api/auth/login/2fa', {}, { challengeToken: token, code: codeAt(secret) });
    expect(dead.statusCode).toBe(401);
    expect(dead.json().message).toBe('This sign-in has expired. Please sign in again.');
    expect((await post('/api/auth/login/2fa', {}, { challengeToken: 'forged', code: codeAt(secret) })).statusCode).toBe(401);
  });

  it('turns 2FA off with a current code (or a recovery code), ending other sessions', async () => {
    const { u, secret } = await enrolled();
    const otherSession = (await post('/api/auth/login/2fa', {}, { challengeToken: (await login(u)).json().challengeToken, code: codeAt(secret) })).json().token;
    clock.advance(30_000);
    expect((await post('/api/auth/2fa/disable', u.headers, { code: '12345' })).statusCode).toBe(400);
    const off = await post('/api/auth/2fa/disable', u.headers, { code: codeAt(secret) });
    expect(off.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/user', headers: u.headers })).json().twoFactorEnabled).toBe(false);
    expect((await t.app.inject({ url: '/api/auth/user', headers: { authorization: `Bearer ${otherSession}` } })).statusCode).toBe(401);
    expect((await login(u)).json()).toEqual({ token: expect.any(String), userId: u.id });
  });
});
