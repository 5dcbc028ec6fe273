import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures';

async function signIn(page: Page, request: APIRequestContext, email: string) {
  const password = 'navigation-password';
  await request.post('/api/auth/signup', { data: { email, password, firstName: 'N', lastName: 'V', websiteUrl: 'nv.example' } });
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('a visitor sees Sign Up and Log In, and the visitor side menu', async ({ page }) => {
  await page.goto('/test');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Log In' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
});

test('a client sees the client side menu without Admin Panel, and is turned away from /admin', async ({ page, request }) => {
  await signIn(page, request, uniqueEmail('client'));
  for (const name of ['My Websites', 'Request Tracking', 'Add Ons', 'Billing']) {
    await expect(page.getByRole('link', { name }).first()).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
  await page.goto('/admin');
  await expect(page.getByText('Admin access required. Redirecting...', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
});

test('an admin (ADMIN_EMAILS) sees the Admin Panel link and page', async ({ page, request }) => {
  await signIn(page, request, 'admin.e2e@example.com');
  await page.getByRole('link', { name: 'Admin Panel' }).first().click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
});

test('Log Out ends the session on the server', async ({ page, request }) => {
  await signIn(page, request, uniqueEmail('logout'));
  await page.getByRole('banner').getByRole('button', { name: 'Log Out' }).or(page.getByRole('banner').getByRole('link', { name: 'Log Out' })).click();
  await expect(page).toHaveURL(/\/$/);
  const me = await page.evaluate(async () => (await fetch('/api/auth/user', { credentials: 'include' })).status);
  expect(me).toBe(401);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
});
