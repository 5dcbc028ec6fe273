import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn, signInAdmin, signUp, test } from './fixtures';

/** A new client, signed in through /login. */
async function signUpAndSignIn(page: Page, request: APIRequestContext, prefix: string) {
  const { email } = await signUp(request, prefix);
  await signIn(page, email);
}

test('a visitor sees Sign Up and Log In, and the visitor side menu', async ({ page }) => {
  await page.goto('/test');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Log In' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
});

test('a client sees the client side menu without Admin Panel, and is turned away from /admin', async ({ page, request }) => {
  await signUpAndSignIn(page, request, 'client');
  for (const name of ['My Websites', 'Request Tracking', 'Add Ons', 'Billing']) {
    await expect(page.getByRole('link', { name }).first()).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
  await page.goto('/admin');
  await expect(page.getByText('Admin access required. Redirecting...', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
});

test('an admin (ADMIN_EMAILS) sees the Admin Panel link and page', async ({ page, request }) => {
  await signInAdmin(page, request);
  await page.getByRole('link', { name: 'Admin Panel' }).first().click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
});

test('Log Out ends the session on the server', async ({ page, request }) => {
  await signUpAndSignIn(page, request, 'logout');
  await page.getByRole('banner').getByRole('button', { name: 'Log Out' }).or(page.getByRole('banner').getByRole('link', { name: 'Log Out' })).click();
  await expect(page).toHaveURL(/\/$/);
  const me = await page.evaluate(async () => (await fetch('/api/auth/user', { credentials: 'include' })).status);
  expect(me).toBe(401);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
});
