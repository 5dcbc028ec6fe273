import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn, signUp, test } from './fixtures';

/** A new client through the API, signed in through the /login form; returns the API token for set-up calls. */
async function signUpAndSignIn(page: Page, request: APIRequestContext, prefix: string): Promise<string> {
  const { email, token } = await signUp(request, prefix);
  await signIn(page, email);
  return token;
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test('create, validate, edit, back up, see the history and delete a website', async ({ page, request }, testInfo) => {
  await signUpAndSignIn(page, request, 'websites');
  await page.getByRole('link', { name: 'My Websites' }).first().click();
  await expect(page).toHaveURL(/\/websites$/);
  await expect(page.getByRole('heading', { name: 'My Websites', level: 1 })).toBeVisible();
  await expect(page.getByText('No websites yet', { exact: true })).toBeVisible();
  await expect(page.getByText('Create your first website to get started', { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Total Websites' })).toContainText('0');

  // The form validates with the shared schema before anything is sent.
  await page.getByRole('button', { name: 'Create Website' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Website' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Website' }).click();
  await expect(dialog.getByText('Website name is required', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Domain is required', { exact: true })).toBeVisible();

  await dialog.getByLabel('Website Name').fill('Corner Bakery');
  await dialog.getByRole('textbox', { name: 'Domain', exact: true }).fill('corner-bakery.example');
  await dialog.getByLabel('Deployment URL').fill('not a url');
  await dialog.getByRole('button', { name: 'Create Website' }).click();
  await expect(dialog.getByText('Must be a valid URL', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Website name is required', { exact: true })).toHaveCount(0);

  await dialog.getByLabel('Deployment URL').fill('https://corner-bakery.example');
  await dialog.getByLabel('Monthly Hosting ($)').fill('25');
  await dialog.getByLabel('Annual Domain ($)').fill('15');
  await dialog.getByRole('button', { name: 'Create Website' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Website Created', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Your website has been created successfully.', { exact: true }).first()).toBeVisible();

  const bakery = card(page, 'Corner Bakery');
  await expect(bakery).toBeVisible();
  await expect(bakery.getByText('corner-bakery.example', { exact: true })).toBeVisible();
  await expect(bakery.getByText('Active', { exact: true })).toBeVisible();
  await expect(bakery.getByText('$25.00/month', { exact: true })).toBeVisible();
  await expect(bakery.getByText('$15.00/year', { exact: true })).toBeVisible();
  await expect(bakery.getByText('Never', { exact: true })).toBeVisible();
  const visit = bakery.getByRole('link', { name: /^Visit/ });
  await expect(visit).toHaveAttribute('href', 'https://corner-bakery.example/');
  await expect(visit).toHaveAttribute('target', '_blank');
  await expect(visit).toHaveAttribute('rel', /noopener/);
  await expect(page.getByRole('group', { name: 'Total Websites' })).toContainText('1');
  await expect(page.getByRole('group', { name: 'Active' })).toContainText('1');
  await expect(page.getByText('No websites yet', { exact: true })).toHaveCount(0);

  // Edit: prefilled, renamed, saved.
  await bakery.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Website: Corner Bakery' });
  await expect(edit.getByLabel('Website Name')).toHaveValue('Corner Bakery');
  await expect(edit.getByLabel('Monthly Hosting ($)')).toHaveValue('25.00');
  await edit.getByLabel('Website Name').fill('Corner Bakery & Cafe');
  await edit.getByRole('button', { name: 'Update Website' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Website Updated', { exact: true }).first()).toBeVisible();
  const cafe = card(page, 'Corner Bakery & Cafe');
  await expect(cafe).toBeVisible();
  await expect(card(page, 'Corner Bakery')).toHaveCount(0);
  await expect(cafe.getByText('Never', { exact: true })).toHaveCount(0); // lastUpdated is set now

  // Download Backup: a real ZIP named after the domain and the date.
  const downloading = page.waitForEvent('download');
  await cafe.getByRole('button', { name: 'Download Backup' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^corner-bakery\.example_backup_\d{4}-\d{2}-\d{2}\.zip$/);
  const saved = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(saved);
  expect(fs.readFileSync(saved).subarray(0, 2).toString('latin1')).toBe('PK');
  await expect(page.getByText('Backup Started', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Your website backup is being created and will download shortly.', { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/websites$/);

  // The server records the backup as completed once the last byte is sent.
  const [site] = (await (await page.request.get('/api/websites')).json()) as Array<{ id: string }>;
  await expect
    .poll(async () => ((await (await page.request.get(`/api/websites/${site.id}/backup/history`)).json()) as Array<{ status: string }>)[0]?.status)
    .toBe('completed');

  await cafe.getByRole('button', { name: 'Backup History' }).click();
  const history = page.getByRole('dialog', { name: 'Backup History' });
  await expect(history.getByText('Recent backups for Corner Bakery & Cafe', { exact: true })).toBeVisible();
  const entries = history.getByRole('listitem');
  await expect(entries).toHaveCount(1);
  await expect(entries.first().getByText('Completed', { exact: true })).toBeVisible();
  await expect(entries.first()).toContainText(/\d+(\.\d)? (B|KB|MB)/);
  await history.getByRole('button', { name: 'Close' }).click();
  await expect(history).toBeHidden();

  // Delete asks first, in an accessible dialog.
  await cafe.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Website' });
  await expect(confirm.getByText('Are you sure you want to delete Corner Bakery & Cafe? This action cannot be undone.', { exact: true })).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Website Deleted', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Your website has been deleted successfully.', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('No websites yet', { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Total Websites' })).toContainText('0');
});

test('cards pick their icon by domain, show Visit only with a deployment URL, and history starts empty', async ({ page, request }) => {
  const token = await signUpAndSignIn(page, request, 'websites.icons');
  const create = async (data: Record<string, string>) => {
    const res = await request.post('/api/websites', { headers: { Authorization: `Bearer ${token}` }, data });
    expect(res.status()).toBe(201);
  };
  await create({ name: 'Flower Shop', domain: 'flowers.shop', deploymentUrl: 'https://flowers.shop' });
  await create({ name: 'Dev Portfolio', domain: 'jane.dev' });
  await create({ name: 'Plain Site', domain: 'plain.example' });

  await page.goto('/websites');
  await expect(card(page, 'Flower Shop').locator('[data-icon]')).toHaveAttribute('data-icon', 'store');
  await expect(card(page, 'Dev Portfolio').locator('[data-icon]')).toHaveAttribute('data-icon', 'briefcase');
  await expect(card(page, 'Plain Site').locator('[data-icon]')).toHaveAttribute('data-icon', 'globe');
  await expect(card(page, 'Flower Shop').getByRole('link', { name: /^Visit/ })).toBeVisible();
  await expect(card(page, 'Dev Portfolio').getByRole('link', { name: /^Visit/ })).toHaveCount(0);
  // The certificate line: an https site waits for the uptime monitor; a site without an address has none.
  await expect(card(page, 'Flower Shop').getByTestId('certificate-status')).toContainText('Certificate not checked yet');
  await expect(card(page, 'Plain Site').getByTestId('certificate-status')).toHaveCount(0);
  await expect(card(page, 'Plain Site').getByText('$0.00/month', { exact: true })).toBeVisible();
  await expect(card(page, 'Plain Site').getByText('$0.00/year', { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Total Websites' })).toContainText('3');
  await expect(page.getByRole('group', { name: 'Issues' })).toContainText('0');

  await card(page, 'Plain Site').getByRole('button', { name: 'Backup History' }).click();
  const history = page.getByRole('dialog', { name: 'Backup History' });
  await expect(history.getByText('No backup history available', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  // Cancel leaves the form untouched on the server and empty next time.
  await page.getByRole('button', { name: 'Create Website' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Website' });
  await dialog.getByLabel('Website Name').fill('Never saved');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Create Website' }).click();
  await expect(dialog.getByLabel('Website Name')).toHaveValue('');
});

test('a backup of a website that is gone says Backup Failed and the page stays', async ({ page, request }) => {
  const token = await signUpAndSignIn(page, request, 'websites.gone');
  const auth = { Authorization: `Bearer ${token}` };
  const res = await request.post('/api/websites', { headers: auth, data: { name: 'Short Lived', domain: 'short.example' } });
  const { id } = (await res.json()) as { id: string };
  await page.goto('/websites');
  await expect(card(page, 'Short Lived')).toBeVisible();

  // Deleted elsewhere while this page still shows it: the server answers 404 instead of a ZIP.
  expect((await request.delete(`/api/websites/${id}`, { headers: auth })).status()).toBe(200);
  await card(page, 'Short Lived').getByRole('button', { name: 'Download Backup' }).click();
  await expect(page.getByText('Backup Failed', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Failed to create website backup. Please try again.', { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/websites$/);
  await expect(page.getByRole('heading', { name: 'My Websites', level: 1 })).toBeVisible();
});

test('a save after the session ended says so and goes to sign in', async ({ page, request }) => {
  await signUpAndSignIn(page, request, 'websites.expired');
  await page.goto('/websites');
  await expect(page.getByText('No websites yet', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Create Website' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Website' });
  await dialog.getByLabel('Website Name').fill('Too Late');
  await dialog.getByRole('textbox', { name: 'Domain', exact: true }).fill('late.example');

  // The session ends: no cookie, no stored token.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await dialog.getByRole('button', { name: 'Create Website' }).click();
  await expect(page.getByText('Unauthorized', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Session expired. Please log in again.', { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login(\?returnTo=[^&]+)?$/, { timeout: 5000 });
});
