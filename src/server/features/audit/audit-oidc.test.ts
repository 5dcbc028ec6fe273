import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../../shared/audit';
import { createUser, sessionCookie, type TestUser } from '../../test/factories';
import { followUntil, startOidcProvider } from '../../test/oidc-provider';
import { createTestApp, type TestApp } from '../../test/test-app';

const PORTAL = 'http://portal.test';
let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  provider = await startOidcProvider(`${PORTAL}/api/callback`, `${PORTAL}/`);
  t = await createTestApp({
    env: { PUBLIC_URL: PORTAL, ADMIN_EMAILS: 'oidc.audit.admin@example.com', OIDC_ISSUER_URL: provider.issuer, OIDC_CLIENT_ID: 'portal', OIDC_CLIENT_SECRET: 'portal-secret-0123456789' },
  });
  admin = await createUser(t, { email: 'oidc.audit.admin@example.com' });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

/** A hosted sign-in as `sub`, the callback arriving from `ip`. */
async function hostedSignIn(sub: string, ip: string) {
  provider.state.signInAs = sub;
  const start = await t.app.inject({ url: '/api/login' });
  const flowCookie = String(start.headers['set-cookie']).split(';')[0];
  const back = new URL(await followUntil(start.headers.location as string, `${PORTAL}/api/callback`));
  return t.app.inject({ url: back.pathname + back.search, headers: { cookie: flowCookie }, remoteAddress: ip });
}

async function latest(action: string): Promise<AuditEvent> {
  return (await t.app.inject({ url: `/api/admin/audit?action=${action}&limit=1`, headers: admin.headers })).json().events[0];
}

describe('hosted sign-in in the audit trail', () => {
  it('records a hosted sign-in with the account and address', async () => {
    provider.accounts.set('sub-audit', { sub: 'sub-audit', email: 'hosted.audit@example.com', email_verified: true });
    const res = await hostedSignIn('sub-audit', '203.0.113.61');
    expect(sessionCookie(res)).toBeTruthy();
    const me = (await t.app.inject({ url: '/api/auth/user', headers: { authorization: `Bearer ${sessionCookie(res)}` } })).json();
    expect(await latest('auth.sign_in')).toMatchObject({ actorId: me.id, actorEmail: 'hosted.audit@example.com', ip: '203.0.113.61', details: { method: 'oidc' } });
  });

  it('records a refused hosted sign-in with its reason and address', async () => {
    await createUser(t, { email: 'taken.audit@example.com' });
    provider.accounts.set('sub-unverified-audit', { sub: 'sub-unverified-audit', email: 'taken.audit@example.com', email_verified: false });
    const res = await hostedSignIn('sub-unverified-audit', '203.0.113.62');
    expect(res.headers.location).toBe('/login?error=hosted_sign_in_failed');
    expect(await latest('auth.sign_in_failed')).toMatchObject({
      actorId: null,
      ip: '203.0.113.62',
      details: { method: 'oidc', reason: 'the e-mail matches an account, but the provider has not verified it' },
    });
  });
});
