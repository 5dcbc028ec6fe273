import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

/** Every spec talks to the portal the global setup started. */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their first argument
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
});
export { expect };

let seq = 0;
export const uniqueEmail = (prefix = 'e2e') => `${prefix}.${Date.now().toString(36)}.${++seq}@example.com`;

/** The password of the accounts signUp makes; signIn uses it unless told otherwise. */
export const PASSWORD = 'e2e-client-password';

/**
 * The portal's Origin, as a header. The API context keeps the session cookie of the last sign-up, and the server
 * refuses a cookie-carrying POST without the portal's Origin as cross-site (CSRF, 403), so calls say where they come from, as a browser does.
 */
export const sameOrigin = () => ({ origin: new URL(process.env.E2E_BASE_URL!).origin });

/** What a sign-up may say instead of signUp's defaults (a name a test checks, another password). */
export type SignUpFields = Partial<Record<'firstName' | 'lastName' | 'websiteUrl' | 'password', string>>;

/** A new client through POST /api/auth/signup (201) with a unique email from `prefix`; returns the email and the API token for set-up calls. */
export async function signUp(request: APIRequestContext, prefix: string, fields: SignUpFields = {}): Promise<{ email: string; token: string }> {
  const email = uniqueEmail(prefix);
  const res = await request.post('/api/auth/signup', {
    headers: sameOrigin(),
    data: { email, password: PASSWORD, firstName: 'Eve', lastName: 'Tester', websiteUrl: 'e2e.example', ...fields },
  });
  expect(res.status()).toBe(201);
  const { token } = (await res.json()) as { token: string };
  return { email, token };
}

/** The studio's admin on the e2e portal (its ADMIN_EMAILS, global-setup.ts). */
export const ADMIN = { email: 'admin.e2e@example.com', password: 'e2e-admin-password' } as const;

/** Makes sure the admin's account exists: whichever spec comes first signs it up (201), the others find it (409). */
export async function ensureAdmin(request: APIRequestContext): Promise<void> {
  const res = await request.post('/api/auth/signup', {
    headers: sameOrigin(),
    data: { email: ADMIN.email, password: ADMIN.password, firstName: 'Ada', lastName: 'Admin', websiteUrl: 'studio.example' },
  });
  expect([201, 409]).toContain(res.status());
}

/** The admin, signed in through /login. */
export async function signInAdmin(page: Page, request: APIRequestContext): Promise<void> {
  await ensureAdmin(request);
  await signIn(page, ADMIN.email, ADMIN.password);
}

/** Fills in the /login form and presses Sign In, without waiting for where it leads (the dashboard, a 2FA code, an error). */
export async function submitSignIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in through the /login form and waits for the dashboard. */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Serves every page with the studio's public settings changed as `patch` says: the server writes them into
 * the page (<script type="application/json" id="portal-config">), and the client reads them from there.
 */
export async function withPublicConfig(page: Page, patch: Record<string, unknown>): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const res = await route.fetch();
    const body = (await res.text()).replace(
      /(<script type="application\/json" id="portal-config">)([^<]*)(<\/script>)/,
      (_m, open: string, json: string, close: string) => `${open}${JSON.stringify({ ...JSON.parse(json), ...patch }).replace(/</g, '\\u003c')}${close}`,
    );
    await route.fulfill({ response: res, body });
  });
}
