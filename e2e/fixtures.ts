import { test as base, expect } from '@playwright/test';

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
