import type { TestApp } from './test-app';

let seq = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now().toString(36)}.${++seq}@example.com`;

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
  /** Headers of a bearer-authenticated API client. */
  headers: { authorization: string };
}

/** An account with a live session, made through the auth service (no HTTP, no rate limits). */
export async function createUser(
  t: TestApp,
  overrides: Partial<{ email: string; password: string; firstName: string; lastName: string; websiteUrl: string }> = {},
): Promise<TestUser> {
  const input = {
    email: overrides.email ?? uniqueEmail(),
    password: overrides.password ?? 'correct horse battery',
    firstName: overrides.firstName ?? 'Test',
    lastName: overrides.lastName ?? 'User',
    websiteUrl: overrides.websiteUrl ?? 'example.com',
  };
  const { token, user } = await t.app.ctx.services.auth.signup(input);
  return { id: user.id, email: user.email, password: input.password, token, headers: { authorization: `Bearer ${token}` } };
}

/** The session cookie's value from a response's set-cookie header. */
export function sessionCookie(res: { headers: Record<string, unknown> }): string | undefined {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  const found = list.find((c) => c.startsWith('sp_session='));
  return found?.split(';')[0].slice('sp_session='.length);
}

/** A website owned by `owner`, made through the API as its owner would. */
export async function createWebsite(
  t: TestApp,
  owner: TestUser,
  overrides: Partial<{ name: string; domain: string; deploymentUrl: string; repositoryUrl: string; hostingPrice: string; domainPrice: string }> = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/websites',
    headers: owner.headers,
    payload: { name: 'Test Site', domain: `site-${++seq}.example`, ...overrides },
  });
  if (res.statusCode !== 201) throw new Error(`createWebsite: ${res.statusCode} ${res.body}`);
  return res.json() as import('../../shared/websites').Website;
}
