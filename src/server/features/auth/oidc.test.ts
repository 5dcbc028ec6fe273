import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createUser, sessionCookie } from '../../test/factories';
import { followUntil, startOidcProvider } from '../../test/oidc-provider';
import { createTestApp, type TestApp } from '../../test/test-app';

const PORTAL = 'http://portal.test';
let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let t: TestApp;

beforeAll(async () => {
  provider = await startOidcProvider(`${PORTAL}/api/callback`, `${PORTAL}/`);
  t = await createTestApp({
    env: { PUBLIC_URL: PORTAL, OIDC_ISSUER_URL: provider.issuer, OIDC_CLIENT_ID: 'portal', OIDC_CLIENT_SECRET: 'portal-secret-0123456789', OIDC_NAME: 'Studio ID' },
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

/** /api/login → the provider (signing in as `sub`) → back at /api/callback; answers the callback's response. */
async function signIn(sub: string, { returnTo = '', tamper }: { returnTo?: string; tamper?: (authUrl: URL) => void } = {}) {
  provider.state.signInAs = sub;
  const start = await t.app.inject({ url: `/api/login${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}` });
  expect(start.statusCode).toBe(302);
  const authUrl = new URL(start.headers.location as string);
  tamper?.(authUrl);
  const flowCookie = String(start.headers['set-cookie']).split(';')[0];
  const back = new URL(await followUntil(authUrl.toString(), `${PORTAL}/api/callback`));
  return { back, flowCookie, finish: (url = back) => t.app.inject({ url: url.pathname + url.search, headers: { cookie: flowCookie } }) };
}

describe('hosted sign-in (OpenID Connect)', () => {
  it('is announced in /api/config', async () => {
    expect((await t.app.inject({ url: '/api/config' })).json()).toMatchObject({ oidcEnabled: true, oidcName: 'Studio ID' });
  });

  it('starts the code flow with PKCE, state and nonce', async () => {
    const res = await t.app.inject({ url: '/api/login' });
    const url = new URL(res.headers.location as string);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(`${PORTAL}/api/callback`);
    expect(String(res.headers['set-cookie'])).toMatch(/sp_oidc=.+; Max-Age=600; Path=\/api\/callback; HttpOnly; SameSite=Lax/);
  });

  it('round trip: creates the account for a new identity, signs in, and goes back where the user was', async () => {
    provider.accounts.set('sub-new', { sub: 'sub-new', email: 'New.Person@example.com', email_verified: true, given_name: 'New', family_name: 'Person' });
    const { finish } = await signIn('sub-new', { returnTo: '/billing' });
    const res = await finish();
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/billing');
    const token = sessionCookie(res)!;
    const me = (await t.app.inject({ url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } })).json();
    expect(me).toMatchObject({ email: 'new.person@example.com', firstName: 'New', lastName: 'Person', role: 'client' });
    // The same identity finds the same account again.
    const again = await (await signIn('sub-new')).finish();
    expect(again.headers.location).toBe('/dashboard');
    expect((await t.app.inject({ url: '/api/auth/user', headers: { authorization: `Bearer ${sessionCookie(again)}` } })).json().id).toBe(me.id);
  });

  it('links an existing local account only when the provider verified the e-mail', async () => {
    const local = await createUser(t, { email: 'linked@example.com' });
    provider.accounts.set('sub-unverified', { sub: 'sub-unverified', email: 'linked@example.com', email_verified: false });
    const refused = await (await signIn('sub-unverified')).finish();
    expect(refused.headers.location).toBe('/login?error=hosted_sign_in_failed');
    expect(sessionCookie(refused)).toBeUndefined();

    provider.accounts.set('sub-verified', { sub: 'sub-verified', email: 'linked@example.com', email_verified: true });
    const linked = await (await signIn('sub-verified')).finish();
    const me = (await t.app.inject({ url: '/api/auth/user', headers: { authorization: `Bearer ${sessionCookie(linked)}` } })).json();
    expect(me.id).toBe(local.id);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, local.id));
    expect(row).toMatchObject({ oidcIssuer: provider.issuer, oidcSubject: 'sub-verified' });
  });

  it('refuses a bad state, a bad nonce, a code issued to another client, an expired code and a missing flow cookie', async () => {
    provider.accounts.set('sub-checks', { sub: 'sub-checks', email: 'checks@example.com', email_verified: true });
    const refused = (res: { statusCode: number; headers: Record<string, unknown> }) => {
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login?error=hosted_sign_in_failed');
      expect(sessionCookie(res as any)).toBeUndefined();
    };
    const badState = await signIn('sub-checks');
    const forged = new URL(badState.back);
    forged.searchParams.set('state', 'forged-state');
    refused(await badState.finish(forged));

    refused(await (await signIn('sub-checks', { tamper: (u) => u.searchParams.set('nonce', 'someone-elses-nonce') })).finish());
    refused(await (await signIn('sub-checks', { tamper: (u) => u.searchParams.set('client_id', 'other-client') })).finish());

    provider.state.codeTtlSeconds = 1;
    const slow = await signIn('sub-checks');
    await new Promise((r) => setTimeout(r, 2100));
    provider.state.codeTtlSeconds = 60;
    refused(await slow.finish());

    const noCookie = await signIn('sub-checks');
    refused(await t.app.inject({ url: noCookie.back.pathname + noCookie.back.search }));
    expect((await t.database.db.select().from(users).where(eq(users.email, 'checks@example.com'))).length).toBe(0);
  }, 20_000);

  it('still asks for the portal\'s second factor when the account has 2FA', async () => {
    const { generateSync } = await import('otplib');
    const local = await createUser(t, { email: 'twofa.oidc@example.com' });
    const { secret } = (await t.app.inject({ method: 'POST', url: '/api/auth/2fa/setup', headers: local.headers })).json();
    const { recoveryCodes } = (await t.app.inject({ method: 'POST', url: '/api/auth/2fa/verify', headers: local.headers, payload: { token: generateSync({ secret }) } })).json();
    provider.accounts.set('sub-2fa', { sub: 'sub-2fa', email: 'twofa.oidc@example.com', email_verified: true });
    const res = await (await signIn('sub-2fa', { returnTo: '/billing' })).finish();
    expect(sessionCookie(res)).toBeUndefined();
    const location = new URL(res.headers.location as string, PORTAL);
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('returnTo')).toBe('/billing');
    const challengeToken = location.searchParams.get('challenge')!;
    // The enrolment code's time step is used up: a recovery code completes the sign-in.
    const done = await t.app.inject({ method: 'POST', url: '/api/auth/login/2fa', payload: { challengeToken, code: recoveryCodes[0] } });
    expect(done.statusCode).toBe(200);
    expect(done.json().userId).toBe(local.id);
  });

  it('ends the provider session too at logout', async () => {
    provider.accounts.set('sub-out', { sub: 'sub-out', email: 'out@example.com', email_verified: true });
    const token = sessionCookie(await (await signIn('sub-out')).finish())!;
    const res = await t.app.inject({ url: '/api/logout', headers: { cookie: `sp_session=${token}` } });
    expect(res.statusCode).toBe(302);
    const url = new URL(res.headers.location as string);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('id_token_hint')).toBeTruthy();
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${PORTAL}/`);
    expect((await t.app.inject({ url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
  });
});

describe('without a reachable provider', () => {
  it('logs it and keeps the local form', async () => {
    const off = await createTestApp({ env: { OIDC_ISSUER_URL: 'http://127.0.0.1:9', OIDC_CLIENT_ID: 'x', OIDC_CLIENT_SECRET: 'y' } });
    try {
      expect((await off.app.inject({ url: '/api/config' })).json().oidcEnabled).toBe(false);
      expect((await off.app.inject({ url: '/api/login' })).headers.location).toBe('/login');
      expect((await off.app.inject({ url: '/api/login?returnTo=%2Fbilling' })).headers.location).toBe('/login?returnTo=%2Fbilling');
      expect((await off.app.inject({ url: '/api/login?returnTo=https%3A%2F%2Fevil.example' })).headers.location).toBe('/login');
    } finally {
      await off.close();
    }
  });
});
