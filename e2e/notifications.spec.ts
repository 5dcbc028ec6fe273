import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn, signUp, test } from './fixtures';

/** A new client with one website (hosting 25, domain 15: two pending payments), signed in through /login. */
async function clientWithWebsite(page: Page, request: APIRequestContext) {
  const { email, token } = await signUp(request, 'notifications');
  const created = await request.post('/api/websites', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Bell Bakery', domain: 'bell-bakery.example', hostingPrice: '25', domainPrice: '15' },
  });
  expect(created.status()).toBe(201);
  await signIn(page, email);
}

/** Pays one outstanding payment on /billing with the given test card. */
async function pay(page: Page, description: string, cardNumber: string) {
  const row = page.getByRole('list', { name: 'Outstanding payments' }).getByRole('listitem').filter({ hasText: description });
  await row.getByRole('button', { name: 'Pay Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete Payment' });
  await dialog.getByLabel('Card number').fill(cardNumber);
  await dialog.getByLabel('Expiry month').fill('12');
  await dialog.getByLabel('Expiry year').fill(String(new Date().getFullYear() + 2));
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: /^Pay \$/ }).click();
  return dialog;
}

test('the bell counts unread notifications; opening it lists them; one or all can be marked read', async ({ page, request }) => {
  await clientWithWebsite(page, request);
  const bell = page.getByRole('button', { name: 'Notifications' });
  await expect(bell).toBeVisible();
  await expect(bell).toHaveAccessibleDescription('No unread notifications');
  await expect(bell).toHaveText('');

  await page.getByRole('link', { name: 'Billing', exact: true }).click();
  // A declined card, then a paid one: 'Payment failed' and 'Payment received'.
  const dialog = await pay(page, 'Domain: bell-bakery.example (yearly)', '4000 0000 0000 0002');
  await expect(page.getByText('Payment Failed', { exact: true }).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await pay(page, 'Hosting: Bell Bakery (monthly)', '4242 4242 4242 4242');
  await expect(page.getByText('Payment Successful', { exact: true }).first()).toBeVisible();

  await expect(bell).toHaveText('2');
  await expect(bell).toHaveAccessibleDescription('2 unread notifications');

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  const items = panel.getByRole('listitem');
  await expect(items).toHaveCount(2);
  // Newest first.
  await expect(items.first()).toContainText('Payment received');
  await expect(items.first()).toContainText('Thank you! We received $25.00 for Hosting: Bell Bakery (monthly).');
  await expect(items.nth(1)).toContainText('Payment failed');
  await expect(items.first()).toContainText('just now');

  // Selecting one marks it read.
  await items.nth(1).getByRole('button').click();
  await expect(bell).toHaveText('1');
  await expect(items.nth(1)).not.toContainText('Unread');

  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveText('');
  await expect(bell).toHaveAccessibleDescription('No unread notifications');
  await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

  // Escape closes the panel; the server remembers what was read.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Notifications' })).toHaveAccessibleDescription('No unread notifications');
});

test('signed out, there is no bell', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications' })).toHaveCount(0);
});
