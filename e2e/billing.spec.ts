import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, signIn, signUp, test } from './fixtures';

const EXPIRY_YEAR = String(new Date().getFullYear() + 2);

interface Site {
  hosting: string;
  domain: string;
}

let siteSeq = 0;
/** A website with hosting 25 and domain 15 through the API: it issues two pending payments due in 7 days. */
async function addWebsite(request: APIRequestContext, token: string): Promise<Site> {
  const tag = `${Date.now().toString(36)}${++siteSeq}`;
  const name = `Bakery ${tag}`;
  const domain = `bakery-${tag}.example`;
  const created = await request.post('/api/websites', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, domain, hostingPrice: '25', domainPrice: '15' },
  });
  expect(created.status()).toBe(201);
  return { hosting: `Hosting: ${name} (monthly)`, domain: `Domain: ${domain} (yearly)` };
}

/**
 * Sign-ups are rate limited per address (20 an hour), so the specs that do not need an empty account share
 * one client; each test makes its own website, so its two payments are its own.
 */
let shared: { email: string; token: string } | null = null;
async function sharedClientWithWebsite(page: Page, request: APIRequestContext): Promise<Site> {
  shared ??= await signUp(request, 'billing.shared');
  const site = await addWebsite(request, shared.token);
  await signIn(page, shared.email);
  return site;
}

const outstanding = (page: Page) => page.getByRole('list', { name: 'Outstanding payments' });
const history = (page: Page) => page.getByRole('list', { name: 'Payment history' });
const item = (list: Locator, text: string) => list.getByRole('listitem').filter({ hasText: text });
const toast = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible();

async function openBilling(page: Page) {
  await page.getByRole('link', { name: 'Billing', exact: true }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByRole('heading', { name: 'Billing and Payments', level: 1 })).toBeVisible();
}

async function fillCard(dialog: Locator, number: string, { year = EXPIRY_YEAR, save = false } = {}) {
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry month').fill('12');
  await dialog.getByLabel('Expiry year').fill(year);
  await dialog.getByLabel('CVC').fill('123');
  if (save) await dialog.getByLabel('Save this card for automatic renewals').check();
}

/** A client of its own with one website, so the screen's totals are this test's. */
async function freshClientWithWebsite(page: Page, request: APIRequestContext, prefix: string): Promise<Site> {
  const { email, token } = await signUp(request, prefix);
  const site = await addWebsite(request, token);
  await signIn(page, email);
  return site;
}

test('pays one outstanding payment by card: it leaves the outstanding list and is paid in the history', async ({ page, request }) => {
  const client = await freshClientWithWebsite(page, request, 'billing.pay');
  // The built-in test processor: Stripe's code is never fetched.
  const stripeRequests: string[] = [];
  page.on('request', (req) => {
    if (/stripe/i.test(req.url())) stripeRequests.push(req.url());
  });
  await openBilling(page);

  // Both payments are outstanding, due in 7 days (blue), each with Pay Now.
  await expect(outstanding(page).getByRole('listitem')).toHaveCount(2);
  for (const text of [client.hosting, client.domain]) {
    const row = item(outstanding(page), text);
    await expect(row.getByText('Due in 7 days', { exact: true })).toHaveAttribute('data-tone', 'blue');
    await expect(row.getByText('Pending', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Pay Now' })).toBeVisible();
  }
  await expect(item(outstanding(page), client.hosting)).toContainText('$25.00');
  await expect(page.getByRole('group', { name: 'Outstanding Balance' })).toContainText('$40.00');
  await expect(history(page).getByRole('listitem')).toHaveCount(2);
  await expect(history(page).getByRole('link', { name: 'Receipt' })).toHaveCount(0);

  // Pay Now → the modal says what is paid and how much.
  await item(outstanding(page), client.hosting).getByRole('button', { name: 'Pay Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete Payment' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(client.hosting, { exact: true })).toBeVisible();
  await expect(dialog.getByText('$25.00', { exact: true })).toBeVisible();

  // Checked with the shared card rules before anything is sent.
  await dialog.getByRole('button', { name: 'Pay $25.00' }).click();
  await expect(dialog.getByText('Your card number is incomplete.', { exact: true })).toBeVisible();
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4241');
  await dialog.getByRole('button', { name: 'Pay $25.00' }).click();
  await expect(dialog.getByText('Your card number is invalid.', { exact: true })).toBeVisible();

  // 'Processing...' while the confirmation runs.
  await page.route('**/api/payments/confirm', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await fillCard(dialog, '4242 4242 4242 4242');
  await dialog.getByRole('button', { name: 'Pay $25.00' }).click();
  await expect(dialog.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await toast(page, 'Payment Successful');
  await toast(page, 'Thank you for your payment!');
  await expect(dialog).toBeHidden();

  await expect(outstanding(page).getByRole('listitem')).toHaveCount(1);
  await expect(item(outstanding(page), client.hosting)).toHaveCount(0);
  const paid = item(history(page), client.hosting);
  await expect(paid.getByText('Paid', { exact: true })).toBeVisible();
  await expect(paid).toContainText('Visa •••• 4242');
  await expect(paid.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Outstanding Balance' })).toContainText('$15.00');
  await expect(page.getByRole('group', { name: 'Paid This Month' })).toContainText('$25.00');

  // The receipt is a real PDF.
  const receipt = paid.getByRole('link', { name: 'Receipt' });
  const href = await receipt.getAttribute('href');
  expect(href).toMatch(/^\/api\/payments\/[^/]+\/receipt\.pdf$/);
  await expect(receipt).toHaveAttribute('download', '');
  const pdf = await page.request.get(href!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(stripeRequests).toEqual([]);
});

test('a declined card says Payment Failed and keeps the modal; the next card pays with a new intent', async ({ page, request }) => {
  const client = await sharedClientWithWebsite(page, request);
  const intents: Array<Record<string, unknown>> = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/create-payment-intent')) intents.push(req.postDataJSON() as Record<string, unknown>);
  });
  await openBilling(page);
  await item(outstanding(page), client.hosting).getByRole('button', { name: 'Pay Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete Payment' });

  // An expired card: the server's field message shows under the field; the intent stays usable.
  await fillCard(dialog, '4242 4242 4242 4242', { year: '2020' });
  await dialog.getByRole('button', { name: 'Pay $25.00' }).click();
  await expect(dialog.getByText('Your card has expired.', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Expiry year')).toHaveAttribute('aria-invalid', 'true');

  await fillCard(dialog, '4000 0000 0000 0002');
  await dialog.getByRole('button', { name: 'Pay $25.00' }).click();
  await toast(page, 'Payment Failed');
  await toast(page, 'Your card was declined.');
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByRole('button', { name: 'Pay $25.00' }).click();
  await toast(page, 'Payment Successful');
  await expect(dialog).toBeHidden();
  await expect(item(history(page), client.hosting).getByText('Paid', { exact: true })).toBeVisible();
  expect(intents.map((i) => i.saveCard ?? false)).toEqual([false, false]);
  expect(intents.every((i) => i.amount === '25.00')).toBe(true);
});

test('a declined payment can be paid again from the history; Cancel closes without paying', async ({ page, request }) => {
  const client = await sharedClientWithWebsite(page, request);
  await openBilling(page);
  await item(outstanding(page), client.domain).getByRole('button', { name: 'Pay Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete Payment' });
  await fillCard(dialog, '4000 0000 0000 9995');
  await dialog.getByRole('button', { name: 'Pay $15.00' }).click();
  await toast(page, 'Your card has insufficient funds.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  const failed = item(history(page), client.domain);
  await expect(failed.getByText('Failed', { exact: true })).toBeVisible();
  await expect(item(outstanding(page), client.domain)).toHaveCount(0);
  await expect(page.getByText('Failed payments to retry', { exact: true })).toBeVisible();
  await failed.getByRole('button', { name: 'Pay Now' }).click();
  await fillCard(dialog, '4242 4242 4242 4242');
  await dialog.getByRole('button', { name: 'Pay $15.00' }).click();
  await toast(page, 'Payment Successful');
  await expect(failed.getByText('Paid', { exact: true })).toBeVisible();
  // The hosting payment was never paid.
  await expect(item(outstanding(page), client.hosting).getByText('Pending', { exact: true })).toBeVisible();
});

test('a card saved with a payment shows in Payment Methods and can be removed', async ({ page, request }) => {
  const client = await sharedClientWithWebsite(page, request);
  await openBilling(page);
  await expect(page.getByText(/^No saved cards\./)).toBeVisible();
  await item(outstanding(page), client.domain).getByRole('button', { name: 'Pay Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete Payment' });
  await fillCard(dialog, '4242424242424242', { save: true });
  await dialog.getByRole('button', { name: 'Pay $15.00' }).click();
  await toast(page, 'Payment Successful');

  const cards = page.getByRole('list', { name: 'Saved cards' });
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  await expect(cards).toContainText('Visa');
  await expect(cards).toContainText('•••• 4242');
  await expect(cards).toContainText(`Expires 12/${EXPIRY_YEAR.slice(-2)}`);

  await cards.getByRole('button', { name: 'Remove Visa •••• 4242' }).click();
  await toast(page, 'Card Removed');
  await expect(cards).toBeHidden();
  await expect(page.getByText(/^No saved cards\./)).toBeVisible();
});

test('Pay All Outstanding is announced as coming soon', async ({ page, request }) => {
  await sharedClientWithWebsite(page, request);
  await openBilling(page);
  await page.getByRole('button', { name: 'Pay All Outstanding' }).click();
  await toast(page, 'Feature Coming Soon');
  await toast(page, 'Bulk payment processing will be available soon.');
});

test('Pay Now failures: the intent error toast, and an ended session goes to sign in', async ({ page, request }) => {
  const client = await sharedClientWithWebsite(page, request);
  await openBilling(page);
  const payNow = item(outstanding(page), client.hosting).getByRole('button', { name: 'Pay Now' });

  await page.route('**/api/create-payment-intent', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }));
  await payNow.click();
  await toast(page, 'Error');
  await toast(page, 'Failed to initialize payment. Please try again.');
  await expect(page.getByRole('dialog', { name: 'Complete Payment' })).toHaveCount(0);
  await page.unroute('**/api/create-payment-intent');

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await payNow.click();
  await toast(page, 'Unauthorized');
  await toast(page, 'Session expired. Please log in again.');
  await expect(page).toHaveURL(/\/login(\?returnTo=[^&]+)?$/, { timeout: 5000 });
});

test('empty states; then the dashboard reminds of both payments, and Monthly Revenue counts paid hosting', async ({ page, request }) => {
  const { email, token } = await signUp(request, 'billing.dash');
  await signIn(page, email);
  await expect(page.getByText('No payments due in the next 7 days.', { exact: true })).toBeVisible();
  await openBilling(page);
  await expect(page.getByText('No payment history found', { exact: true })).toBeVisible();
  await expect(page.getByText('No outstanding payments', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay All Outstanding' })).toBeDisabled();
  await expect(page.getByRole('group', { name: 'Outstanding Balance' })).toContainText('$0.00');

  const client = await addWebsite(request, token);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Payment Reminders' })).toBeVisible();
  const due = page.getByRole('list', { name: 'Payments due' });
  await expect(due.getByRole('listitem')).toHaveCount(2);
  for (const text of [client.hosting, client.domain]) {
    await expect(item(due, text).getByText('Due in 7 days', { exact: true })).toHaveAttribute('data-tone', 'yellow');
  }
  await expect(page.getByText('Total outstanding', { exact: true })).toBeVisible();
  await expect(page.getByText('$40.00', { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Monthly Revenue' })).toContainText('$0.00');

  await page.getByRole('link', { name: 'View Billing' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await item(outstanding(page), client.hosting).getByRole('button', { name: 'Pay Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete Payment' });
  await fillCard(dialog, '4242 4242 4242 4242');
  await dialog.getByRole('button', { name: 'Pay $25.00' }).click();
  await toast(page, 'Payment Successful');

  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('group', { name: 'Monthly Revenue' })).toContainText('$25.00');
  await expect(due.getByRole('listitem')).toHaveCount(1);
  await expect(item(due, client.domain)).toContainText('$15.00');
  await expect(page.getByText('$40.00', { exact: true })).toHaveCount(0);
});
