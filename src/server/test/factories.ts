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

export const CARD_OK = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };
export const CARD_DECLINED = { ...CARD_OK, number: '4000 0000 0000 0002' };
export const CARD_NO_FUNDS = { ...CARD_OK, number: '4000 0000 0000 9995' };

/** Pays a payment through the test processor as the browser would; returns the confirm response. */
export async function payByCard(t: TestApp, user: TestUser, payment: { id: string; amount: string }, card = CARD_OK, saveCard = false) {
  const intent = await t.app.inject({ method: 'POST', url: '/api/create-payment-intent', headers: user.headers, payload: { paymentId: payment.id, amount: payment.amount, saveCard } });
  if (intent.statusCode !== 200) throw new Error(`create-payment-intent: ${intent.statusCode} ${intent.body}`);
  return t.app.inject({ method: 'POST', url: '/api/payments/confirm', headers: user.headers, payload: { clientSecret: intent.json().clientSecret, card } });
}

export async function paymentsOf(t: TestApp, user: TestUser) {
  return (await t.app.inject({ url: '/api/payments', headers: user.headers })).json() as import('../../shared/billing').Payment[];
}

/** Small files whose first bytes are what their type says. */
export const fixtures = {
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 1)]),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
};

/** Uploads a file through the signed-URL flow and claims it, as the client's uploader does. */
export async function uploadAttachment(t: TestApp, user: TestUser, body = fixtures.png, type = 'image/png') {
  const { uploadURL } = (await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: user.headers })).json();
  const put = await t.app.inject({ method: 'PUT', url: uploadURL, headers: { 'content-type': type }, payload: body });
  if (put.statusCode !== 201) throw new Error(`upload: ${put.statusCode} ${put.body}`);
  const url = uploadURL.split('?')[0] as string;
  const claim = await t.app.inject({ method: 'PUT', url: '/api/attachments', headers: user.headers, payload: { attachmentURL: url } });
  if (claim.statusCode !== 200) throw new Error(`claim: ${claim.statusCode} ${claim.body}`);
  return url;
}
