import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, signIn, signInAdmin, signUp, test } from './fixtures';


/** A real 1×1 PNG and a tiny PDF: the server checks their first bytes. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

let siteSeq = 0;
async function addWebsite(request: APIRequestContext, token: string) {
  const tag = `${Date.now().toString(36)}${++siteSeq}`;
  const res = await request.post('/api/websites', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: `Florist ${tag}`, domain: `florist-${tag}.example` },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string; name: string };
}

async function openTracking(page: Page) {
  await page.goto('/change-requests');
  await expect(page.getByRole('heading', { name: 'Request Tracking', level: 1 })).toBeVisible();
}

const toast = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible();
const newRequestDialog = (page: Page) => page.getByRole('dialog', { name: 'New Change Request' });
const uploadDialog = (page: Page) => page.getByRole('dialog', { name: 'Upload Files' });
const requestItem = (page: Page, title: string) => page.getByRole('list', { name: 'Change requests' }).getByRole('listitem').filter({ hasText: title });
const adminItem = (page: Page, title: string) => page.getByRole('list', { name: 'All change requests' }).getByRole('listitem').filter({ hasText: title });
/** A stat card's figure (StatCard: the label, then the value). */
const expectStat = (page: Page, label: string, value: number) =>
  expect(page.getByRole('group', { name: label, exact: true }).locator('p').nth(1)).toHaveText(String(value));

async function openNewRequest(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Create Change Request' }).click();
  const dialog = newRequestDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillRequest(dialog: Locator, site: string, title: string, type = 'feature') {
  await dialog.getByLabel('Website').selectOption({ label: site });
  await dialog.getByLabel('Request Type').selectOption(type);
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Add a gallery page with the spring collection photos.');
}

test('a client files a request with two attachments; the admin moves it to In Progress with a note; the client sees both', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const client = await signUp(request, 'cr.flow');
  const site = await addWebsite(request, client.token);
  const title = `Spring gallery ${Date.now().toString(36)}`;
  await signIn(page, client.email);
  await openTracking(page);

  const dialog = await openNewRequest(page);
  await fillRequest(dialog, site.name, title);
  await expect(dialog.getByLabel('Estimated Cost')).toHaveValue('150');

  // Two real files through the uploader: signed URL, PUT with progress, claim.
  await dialog.getByRole('button', { name: 'Attach Files' }).click();
  const uploader = uploadDialog(page);
  await uploader.getByLabel('Choose files').setInputFiles([png('hero.png'), { name: 'brief.pdf', mimeType: 'application/pdf', buffer: PDF }]);
  await expect(uploader.getByRole('list', { name: 'Files to upload' }).getByRole('listitem')).toHaveCount(2);
  await uploader.getByRole('button', { name: 'Upload 2 file(s)' }).click();
  await toast(page, 'Upload complete');
  await expect(uploader).toBeHidden();
  const attached = dialog.getByRole('list', { name: 'Attached files' });
  await expect(attached.getByRole('listitem')).toHaveText(['hero.png', 'brief.pdf']);

  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await toast(page, 'Request Submitted');
  await toast(page, 'Your change request has been submitted.');
  await expect(dialog).toBeHidden();

  // Pending (yellow), $150.00 (yellow from 100), counted.
  const item = requestItem(page, title);
  await expect(item.getByText('Pending', { exact: true })).toHaveAttribute('data-tone', 'yellow');
  await expect(item.getByText('$150.00', { exact: true })).toHaveAttribute('data-tone', 'yellow');
  await expect(item).toContainText(site.name);
  await expect(item).toContainText('New Feature');
  await expectStat(page, 'Total', 1);
  await expectStat(page, 'Pending', 1);

  await item.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: title });
  const links = details.getByRole('list', { name: 'Attachments' }).getByRole('link');
  await expect(links).toHaveText(['hero.png', 'brief.pdf']);
  // The uploader downloads their own file with the session cookie.
  const download = await page.request.get((await links.first().getAttribute('href'))!);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-disposition']).toContain('hero.png');
  expect(Buffer.from(await download.body()).equals(PNG)).toBe(true);
  await details.getByRole('button', { name: 'Close' }).last().click();
  await expect(details).toBeHidden();

  // The admin, in a browser of their own.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signInAdmin(admin, adminContext.request);
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
  const row = adminItem(admin, title);
  await expect(row).toContainText(client.email);
  await expect(row).toContainText(site.name);
  await expect(row.getByRole('link', { name: 'brief.pdf' })).toBeVisible();
  const adminDownload = await adminContext.request.get((await row.getByRole('link', { name: 'brief.pdf' }).getAttribute('href'))!);
  expect(adminDownload.status()).toBe(200);
  await row.getByRole('button', { name: 'Update Status' }).click();
  const update = admin.getByRole('dialog', { name: 'Update Change Request' });
  // No status chosen yet: nothing to submit.
  await expect(update.getByRole('button', { name: 'Update Request' })).toBeDisabled();
  await update.getByRole('radio', { name: 'In Progress' }).check();
  await update.getByLabel('Admin Notes').fill('  Started on the gallery; photos look great.  ');
  await update.getByRole('button', { name: 'Update Request' }).click();
  await toast(admin, 'Request Updated');
  await toast(admin, 'Change request status has been updated successfully.');
  await expect(update).toBeHidden();
  await expect(row.getByText('In Progress', { exact: true })).toHaveAttribute('data-tone', 'blue');
  await expect(row).toContainText('Notes: Started on the gallery; photos look great.');
  await adminContext.close();

  // The client sees the new status and the (trimmed) note, read-only.
  await page.reload();
  await expect(requestItem(page, title).getByText('In Progress', { exact: true })).toHaveAttribute('data-tone', 'blue');
  await expectStat(page, 'In Progress', 1);
  await expectStat(page, 'Pending', 0);
  await requestItem(page, title).getByRole('button', { name: 'View Details' }).click();
  await expect(details.getByText('Started on the gallery; photos look great.', { exact: true })).toBeVisible();
  await expect(details.getByRole('textbox')).toHaveCount(0);
});

test('the form shows its validation messages, the type\'s default cost and range, and an empty cost becomes $50', async ({ page, request }) => {
  const client = await signUp(request, 'cr.form');
  const site = await addWebsite(request, client.token);
  await signIn(page, client.email);
  await openTracking(page);
  const dialog = await openNewRequest(page);
  const submit = dialog.getByRole('button', { name: 'Submit Request' });
  await expect(submit).toBeDisabled();

  // Leaving each field empty shows its message (the submit button stays disabled until the form is valid).
  for (const label of ['Website', 'Request Type', 'Title', 'Description']) {
    await dialog.getByLabel(label).focus();
    await dialog.getByLabel(label).blur();
  }
  for (const message of ['Please select a website', 'Please select a request type', 'Title is required', 'Description must be at least 10 characters']) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(submit).toBeDisabled();

  // Each type prefills its default and shows its range.
  const cost = dialog.getByLabel('Estimated Cost');
  for (const [type, value, range] of [
    ['design', '75', 'Typical range: $50-100'],
    ['content', '35', 'Typical range: $25-50'],
    ['feature', '150', 'Typical range: $100-250'],
    ['bug', '50', 'Typical range: $25-75'],
    ['seo', '100', 'Typical range: $75-150'],
  ]) {
    await dialog.getByLabel('Request Type').selectOption(type);
    await expect(cost).toHaveValue(value);
    await expect(dialog.getByText(range, { exact: true })).toBeVisible();
  }
  await expect(dialog.getByText('Please select a request type', { exact: true })).toBeHidden();

  await dialog.getByLabel('Description').fill('Too short');
  await expect(dialog.getByText('Description must be at least 10 characters', { exact: true })).toBeVisible();

  await dialog.getByLabel('Website').selectOption({ label: site.name });
  await dialog.getByLabel('Title').fill('Meta descriptions');
  await dialog.getByLabel('Description').fill('Write meta descriptions for every page.');
  await cost.fill('');
  await expect(submit).toBeEnabled();
  await submit.click();
  await toast(page, 'Request Submitted');
  // The default $50 (green below 100).
  const item = requestItem(page, 'Meta descriptions');
  await expect(item.getByText('$50.00', { exact: true })).toHaveAttribute('data-tone', 'green');
  await expect(item).toContainText('SEO Optimization');

  // The modal opens empty again.
  const again = await openNewRequest(page);
  await expect(again.getByLabel('Title')).toHaveValue('');
  await expect(again.getByLabel('Estimated Cost')).toHaveValue('');
});

test('failures: the server\'s refusal and an expired session show the spec\'s toasts', async ({ page, request }) => {
  const client = await signUp(request, 'cr.fail');
  const site = await addWebsite(request, client.token);
  await signIn(page, client.email);
  await openTracking(page);
  const dialog = await openNewRequest(page);
  await fillRequest(dialog, site.name, 'Will fail');

  await page.route('**/api/change-requests', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }) : route.fallback(),
  );
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await toast(page, 'Failed to submit change request. Please try again.');
  await expect(dialog).toBeVisible();

  await page.unroute('**/api/change-requests');
  await page.route('**/api/change-requests', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 401, json: { message: 'Unauthorized' } }) : route.fallback(),
  );
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await toast(page, 'Unauthorized');
  await toast(page, 'Session expired. Please log in again.');
  await expect(page).toHaveURL(/\/login/, { timeout: 5000 });
});

test('the uploader refuses a 6th file, a file over 10MB, and (server-side) a text file named .png', async ({ page, request }) => {
  const client = await signUp(request, 'cr.upload');
  await addWebsite(request, client.token);
  await signIn(page, client.email);
  await openTracking(page);
  const dialog = await openNewRequest(page);
  await dialog.getByRole('button', { name: 'Attach Files' }).click();
  const uploader = uploadDialog(page);
  const input = uploader.getByLabel('Choose files');
  const files = uploader.getByRole('list', { name: 'Files to upload' }).getByRole('listitem');

  await input.setInputFiles(['1', '2', '3', '4', '5', '6'].map((n) => png(`shot-${n}.png`)));
  await toast(page, 'Too many files');
  await toast(page, 'Please select no more than 5 file(s)');
  await expect(files).toHaveCount(0);

  const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(11 * 1024 * 1024)]);
  await input.setInputFiles([{ name: 'big.pdf', mimeType: 'application/pdf', buffer: big }]);
  await toast(page, 'File too large');
  await toast(page, 'big.pdf is larger than 10MB');
  await expect(files).toHaveCount(0);

  // The browser trusts the name; the server reads the first bytes (415).
  await input.setInputFiles([{ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('plain text, not an image') }]);
  await uploader.getByRole('button', { name: 'Upload 1 file(s)' }).click();
  await expect(uploader.getByText('Upload failed for notes.png', { exact: true })).toBeVisible();
  await toast(page, 'Upload failed');
  // The refused file stays listed; nothing was attached.
  await expect(files).toHaveCount(1);
  await uploader.getByRole('button', { name: 'Cancel' }).click();
  await expect(uploader).toBeHidden();
  await expect(dialog.getByRole('list', { name: 'Attached files' })).toHaveCount(0);
  await expect(dialog.getByText('(0/5)', { exact: false })).toBeVisible();
});

test('a client on /admin gets Access Denied and the admin list is never requested', async ({ page, request }) => {
  const client = await signUp(request, 'cr.denied');
  await signIn(page, client.email);
  const adminCalls: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/admin/')) adminCalls.push(req.url());
  });
  await page.goto('/admin');
  await toast(page, 'Access Denied');
  await toast(page, 'Admin access required. Redirecting...');
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
  expect(adminCalls).toEqual([]);
});

test('empty states, and a request whose website is gone shows Unknown website', async ({ page, request, browser, baseURL }) => {
  const client = await signUp(request, 'cr.empty');
  await signIn(page, client.email);
  await openTracking(page);
  await expect(page.getByText('No change requests yet', { exact: true })).toBeVisible();
  for (const label of ['Total', 'Pending', 'In Progress', 'Completed']) await expectStat(page, label, 0);

  const site = await addWebsite(request, client.token);
  const auth = { authorization: `Bearer ${client.token}` };
  const created = await request.post('/api/change-requests', {
    headers: auth,
    data: { websiteId: site.id, title: 'Orphaned request', type: 'bug', description: 'The footer overlaps on small screens.', estimatedCost: '250' },
  });
  expect(created.status()).toBe(201);
  expect((await request.delete(`/api/websites/${site.id}`, { headers: auth })).status()).toBe(200);
  await page.reload();
  const item = requestItem(page, 'Orphaned request');
  await expect(item).toContainText('Unknown website');
  await expect(item.getByText('$250.00', { exact: true })).toHaveAttribute('data-tone', 'red');

  // The admin's empty state (the shared e2e portal has other specs' requests, so the list is answered empty here).
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signInAdmin(admin, adminContext.request);
  await admin.route('**/api/admin/change-requests', (route) => route.fulfill({ json: [] }));
  await admin.goto('/admin');
  await expect(admin.getByText('No change requests found', { exact: true })).toBeVisible();
  for (const label of ['Pending', 'In Progress', 'Completed', 'Total']) await expectStat(admin, label, 0);
  await expect(admin.getByRole('region', { name: 'Service Orders' }).or(admin.getByRole('heading', { name: 'Service Orders' })).first()).toBeVisible();
  await adminContext.close();
});

test('the admin update shows the spec\'s failure and session-expired toasts', async ({ page, request }) => {
  await signInAdmin(page, request);
  const now = new Date().toISOString();
  const fake = {
    id: '00000000-0000-4000-8000-000000000001',
    websiteId: null,
    websiteName: null,
    title: 'Routed request',
    type: 'design',
    description: 'A request answered by the test, not the server.',
    status: 'pending',
    estimatedCost: '120.00',
    adminNotes: null,
    attachments: [],
    createdAt: now,
    completedAt: null,
    client: { id: 'c1', name: 'Routed Client', email: 'routed@example.com' },
  };
  await page.route('**/api/admin/change-requests', (route) => route.fulfill({ json: [fake] }));
  let answer = { status: 500, json: { message: 'Internal Server Error' } };
  await page.route('**/api/admin/change-requests/*', (route) => route.fulfill(answer));
  await page.goto('/admin');
  const row = adminItem(page, 'Routed request');
  await expect(row).toContainText('Unknown website');
  await expect(row.getByText('$120.00', { exact: true })).toHaveAttribute('data-tone', 'yellow');
  await expectStat(page, 'Pending', 1);

  await row.getByRole('button', { name: 'Update Status' }).click();
  const update = page.getByRole('dialog', { name: 'Update Change Request' });
  await update.getByRole('radio', { name: 'Completed' }).check();
  await update.getByRole('button', { name: 'Update Request' }).click();
  await toast(page, 'Failed to update change request. Please try again.');
  await expect(update).toBeVisible();

  answer = { status: 401, json: { message: 'Unauthorized' } };
  await update.getByRole('button', { name: 'Update Request' }).click();
  await toast(page, 'Session expired. Please log in again.');
  await expect(page).toHaveURL(/\/login/, { timeout: 5000 });
});
