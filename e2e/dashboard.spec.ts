import type { APIRequestContext, Download, Page } from '@playwright/test';
import { expect, signIn, signUp, test } from './fixtures';

/** A new client, optionally with websites made through the API, signed in through the /login form. */
async function clientWithWebsites(page: Page, request: APIRequestContext, sites: Array<Record<string, string>>) {
  const { email, token } = await signUp(request, 'dashboard');
  const ids: string[] = [];
  for (const data of sites) {
    const created = await request.post('/api/websites', { headers: { Authorization: `Bearer ${token}` }, data });
    expect(created.status()).toBe(201);
    ids.push(((await created.json()) as { id: string }).id);
  }
  await signIn(page, email);
  return ids;
}

test('the dashboard counts active websites and lists them with a manage toggle', async ({ page, request }) => {
  const [bakeryId] = await clientWithWebsites(page, request, [
    { name: 'Bakery', domain: 'bakery.example', deploymentUrl: 'https://bakery.example' },
    { name: 'Studio Shop', domain: 'studio.shop' },
  ]);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Active Websites' })).toContainText('2');

  const bakery = page.getByRole('article', { name: 'Bakery', exact: true });
  await expect(bakery.getByText('bakery.example', { exact: true })).toBeVisible();
  await expect(bakery.getByText('Active', { exact: true })).toBeVisible();
  await expect(bakery.getByText('Never', { exact: true })).toBeVisible();
  await expect(bakery.getByText('N/A', { exact: true })).toBeVisible();
  await expect(bakery.getByText('Monthly Visits', { exact: true })).toBeVisible();
  const visit = bakery.getByRole('link', { name: /Visit Bakery/ });
  await expect(visit).toHaveAttribute('href', 'https://bakery.example/');
  await expect(visit).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('article', { name: 'Studio Shop' }).getByRole('button', { name: /Visit Studio Shop/ })).toBeDisabled();

  const manage = bakery.getByRole('button', { name: 'Manage' });
  await expect(manage).toHaveAttribute('aria-expanded', 'false');
  await expect(bakery.getByRole('link', { name: 'Analytics' })).toBeHidden();
  await manage.click();
  await expect(manage).toHaveAttribute('aria-expanded', 'true');
  await expect(bakery.getByRole('link', { name: 'Analytics' })).toHaveAttribute('href', `/analytics?website=${bakeryId}`);
  await expect(bakery.getByRole('button', { name: 'Backup' })).toBeVisible();

  // Settings opens the same modal as My Websites' Edit.
  await bakery.getByRole('button', { name: 'Settings' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Website: Bakery' });
  await expect(edit.getByRole('textbox', { name: 'Domain', exact: true })).toHaveValue('bakery.example');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();

  // One site's backup from its card.
  const downloading = page.waitForEvent('download');
  await bakery.getByRole('button', { name: 'Backup' }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^bakery\.example_backup_\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(page.getByText('Downloading backup for Bakery', { exact: true }).first()).toBeVisible();

  // Add Website: the shared create modal; the new site joins the list and the count.
  await page.getByRole('button', { name: 'Add Website' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Website' });
  await create.getByLabel('Website Name').fill('Third Site');
  await create.getByRole('textbox', { name: 'Domain', exact: true }).fill('third.example');
  await create.getByRole('button', { name: 'Create Website' }).click();
  await expect(create).toBeHidden();
  await expect(page.getByRole('article', { name: 'Third Site' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Active Websites' })).toContainText('3');

  await bakery.getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(new RegExp(`/analytics\\?website=${bakeryId}$`));
});

test('Quick Action Backup downloads every website 500 ms apart', async ({ page, request }) => {
  await clientWithWebsites(page, request, [
    { name: 'First', domain: 'first.example' },
    { name: 'Second', domain: 'second.example' },
  ]);
  const downloads: Download[] = [];
  page.on('download', (d) => downloads.push(d));
  await page.getByRole('button', { name: 'Backup', exact: true }).click();
  await expect(page.getByText('Backups Started', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Downloading backups for 2 websites', { exact: true }).first()).toBeVisible();
  await expect.poll(() => downloads.length).toBe(2);
  expect(downloads.map((d) => d.suggestedFilename().replace(/_backup_.*/, '')).sort()).toEqual(['first.example', 'second.example']);
});

test('with no websites: the empty state, and Quick Action Backup says there is nothing to back up', async ({ page, request }) => {
  await clientWithWebsites(page, request, []);
  await expect(page.getByRole('group', { name: 'Active Websites' })).toContainText('0');
  await expect(page.getByText('No websites yet', { exact: true })).toBeVisible();
  await expect(page.getByText('Create your first website to get started', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Backup', exact: true }).click();
  await expect(page.getByText('No Websites', { exact: true }).first()).toBeVisible();
  await expect(page.getByText("You don't have any websites to backup.", { exact: true }).first()).toBeVisible();

  // Support opens the AI assistant (e2e/assistant.spec.ts); Security goes to the settings' security card.
  await expect(page.getByRole('button', { name: 'Support' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Security' })).toHaveAttribute('href', '/settings#security');
  await page.getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/analytics$/);
});

test('Active Orders and Payment Reminders say when their data could not be loaded, and Try again loads it', async ({ page, request }) => {
  // The first answer of each list fails (as a server hiccup would); every later one goes through.
  const failOnce = new Set(['/api/service-orders', '/api/payments']);
  await page.route(/\/api\/(service-orders|payments)(\?.*)?$/, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (route.request().method() === 'GET' && failOnce.delete(path)) return route.fulfill({ status: 500, json: { message: 'Internal server error' } });
    return route.fallback();
  });
  await clientWithWebsites(page, request, [{ name: 'Retry Bakery', domain: 'retry-bakery.example', hostingPrice: '29.00' }]);
  for (const text of ['Orders could not be loaded.', 'Payments could not be loaded.']) {
    const alert = page.getByRole('alert').filter({ hasText: text });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Try again' }).click();
  }
  await expect(page.getByText('No active orders', { exact: true })).toBeVisible();
  await expect(page.getByText('Hosting: Retry Bakery (monthly)', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
});
