import type { APIRequestContext, Page } from '@playwright/test';
import { expect, sameOrigin, signIn, signInAdmin, signUp, test } from './fixtures';

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

/** Opens `path`, waits for its heading and for the `shown` texts (data the screen loads), and checks that the page is no wider than the screen. */
async function expectNoSidewaysScroll(page: Page, path: string, ...shown: string[]) {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  for (const text of shown) await expect(page.locator('main').getByText(text).first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${path} is ${overflow} px wider than the screen`).toBeLessThanOrEqual(0);
}

test.describe('signed in on a small screen (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the greeting moves from the header into the menu drawer, whole; two-abreast tiles keep their labels clear of their icons', async ({ page, request }) => {
    const { email, token } = await signUp(request, 'narrow.screen.greeting');
    await signIn(page, email);
    const greeting = `Welcome back, ${email.split('@')[0]}`;
    await expect(page.getByRole('banner').getByText(greeting)).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const inDrawer = page.locator('#side-menu').getByText(greeting);
    await expect(inDrawer).toBeVisible();
    // Not cut short: the text fits the line it is on.
    expect(await inDrawer.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await page.getByRole('button', { name: 'Close menu' }).click();

    await request.post('/api/websites', { headers: { authorization: `Bearer ${token}`, ...sameOrigin() }, data: { name: 'Narrow', domain: 'narrow-screen.example' } });
    await page.goto('/websites');
    const tile = page.getByRole('group', { name: 'Maintenance' });
    await expect(tile).toBeVisible();
    // The label's text stays inside its box (it does not run on under the icon), and the box ends before the icon.
    const label = tile.getByText('Maintenance', { exact: true });
    expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const box = await label.boundingBox();
    const icon = await tile.locator(':scope > [aria-hidden="true"]').boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(icon!.x);
  });

  test('no signed-in screen scrolls sideways, even with a long e-mail address', async ({ page, request }) => {
    const { email, token } = await signUp(request, 'a.rather.long.address.for.a.narrow.screen');
    const headers = { authorization: `Bearer ${token}`, ...sameOrigin() };
    const site = await request.post('/api/websites', { headers, data: { name: 'Narrow Bakery', domain: 'narrow-bakery.example', hostingPrice: '29.00' } });
    expect(site.status()).toBe(201);
    // A request and an order, so that the admin's lists show this client's long address too.
    const title = 'Update the opening hours on the contact page';
    const filed = await request.post('/api/change-requests', {
      headers,
      data: { websiteId: (await site.json()).id, title, type: 'content', description: 'New hours from December.', attachments: [] },
    });
    expect(filed.status()).toBe(201);
    const ordered = await request.post('/api/service-orders', {
      headers,
      data: { serviceType: 'logo', title: 'A logo for the bakery', description: 'A friendly logo for a small bakery.', requirements: { timeline: 'standard', budget: 'standard', contactEmail: email } },
    });
    expect(ordered.status()).toBe(201);
    await signIn(page, email);
    const screens: Array<[string, ...string[]]> = [
      ['/dashboard', 'Narrow Bakery'],
      ['/websites', 'narrow-bakery.example'],
      ['/change-requests', title],
      ['/billing', 'Hosting: Narrow Bakery (monthly)'],
      ['/orders', 'A logo for the bakery'],
      ['/analytics', 'No Analytics Data'],
      ['/add-ons'],
      ['/settings', email],
      ['/pricing'],
    ];
    for (const [path, ...shown] of screens) await expectNoSidewaysScroll(page, path, ...shown);
    // The admin's screens list every client, long addresses included.
    await page.context().clearCookies();
    await signInAdmin(page, request);
    await expectNoSidewaysScroll(page, '/admin', title, 'A logo for the bakery');
    await expectNoSidewaysScroll(page, '/admin/audit', email);
  });
});
