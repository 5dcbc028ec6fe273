import { test as base, expect, type Page } from '@playwright/test';

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
