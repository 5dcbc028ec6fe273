import type { Locator, Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { expect, signIn, signUp, submitSignIn, test, withPublicConfig } from './fixtures';

const STEP_SECONDS = 30;

async function openSettings(page: Page) {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
}

const toast = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible();
const currentStep = () => Math.floor(Date.now() / 1000 / STEP_SECONDS);

/**
 * A code the server has not seen yet: it refuses a time step already used, so when `usedStep` is the
 * current one this waits for the next 30-second step, as a person would.
 */
async function freshCode(secret: string, usedStep: number): Promise<{ code: string; step: number }> {
  while (currentStep() <= usedStep) await new Promise((resolve) => setTimeout(resolve, 250));
  return { code: generateSync({ secret }), step: currentStep() };
}

/** Settings → Setup 2FA → the modal: reads the manual entry code and turns 2FA on with a current code. */
async function enableTwoFactor(page: Page, { tryWrongCodeFirst = false } = {}) {
  await openSettings(page);
  const block = page.getByRole('region', { name: 'Two-Factor Authentication' });
  await expect(block.getByText('Disabled', { exact: true })).toBeVisible();
  await block.getByRole('button', { name: 'Setup 2FA' }).click();

  const modal = page.getByRole('dialog', { name: 'Set up two-factor authentication' });
  await expect(modal).toBeVisible();
  const qr = modal.getByRole('img', { name: 'QR code for setting up two-factor authentication' });
  await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
  expect(await qr.evaluate((img) => Math.round(img.getBoundingClientRect().width))).toBe(192);
  const secret = ((await modal.locator('code').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  const input = modal.getByLabel('Verification code');
  const verify = modal.getByRole('button', { name: 'Verify' });
  // Digits only, trimmed to 6; Verify only at exactly 6.
  await input.fill('12a 34');
  await expect(input).toHaveValue('1234');
  await expect(verify).toBeDisabled();

  if (tryWrongCodeFirst) {
    const right = generateSync({ secret });
    const wrong = right === '000000' ? '111111' : '000000';
    await input.fill(wrong);
    await verify.click();
    await toast(page, 'Invalid Code');
    await toast(page, 'The verification code is invalid. Please try again.');
    await expect(modal).toBeVisible();
    await expect(input).toHaveValue('');
  }

  await input.fill(`${generateSync({ secret })}9`);
  await expect(input).toHaveValue(/^\d{6}$/);
  await input.fill(generateSync({ secret }));
  // Measured after the code was made, so it is never earlier than the step the server records as used.
  const step = currentStep();
  await expect(verify).toBeEnabled();
  await verify.click();

  const codesDialog = page.getByRole('dialog', { name: 'Save your recovery codes' });
  await expect(codesDialog).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(codesDialog.getByText('Save these codes now.')).toBeVisible();
  const codes = await codesDialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

  // Download gives a .txt file with every code.
  const [download] = await Promise.all([page.waitForEvent('download'), codesDialog.getByRole('button', { name: 'Download (.txt)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/-recovery-codes\.txt$/);
  const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  for (const code of codes) expect(text).toContain(code);

  await codesDialog.getByRole('button', { name: "I've saved my codes" }).click();
  await expect(codesDialog).toBeHidden();
  await expect(block.getByText('Enabled', { exact: true })).toBeVisible();
  await expect(block.getByText(/Two-factor authentication is active/)).toBeVisible();
  await expect(block.getByRole('button', { name: 'Disable 2FA' })).toBeVisible();
  return { secret, codes, step };
}

function codeCard(page: Page): { form: Locator; input: Locator; submit: Locator } {
  const form = page.getByRole('form', { name: 'Two-factor authentication' });
  return { form, input: form.getByRole('textbox'), submit: form.getByRole('button', { name: 'Verify and Sign In' }) };
}

test('sets up 2FA from Settings, then signing in asks for a code', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { email } = await signUp(request, 'settings.2fa');
  await signIn(page, email);
  const { secret, step } = await enableTwoFactor(page);

  // Log Out, then the password alone is not enough.
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await submitSignIn(page, email);
  const card = codeCard(page);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication', level: 1 })).toBeVisible();
  await expect(card.form.getByLabel('Authentication code')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(card.submit).toBeDisabled();
  await card.input.fill('12345');
  await expect(card.submit).toBeDisabled();

  const { code } = await freshCode(secret, step);
  await card.input.fill(code);
  await expect(card.submit).toBeEnabled();
  await card.submit.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await toast(page, 'Login Successful');

  // Signed in for real: Settings still says Enabled after a reload.
  await openSettings(page);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Two-Factor Authentication' }).getByText('Enabled', { exact: true })).toBeVisible();
});

test('wrong codes say Invalid Code; a recovery code signs in once and turns 2FA off', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { email } = await signUp(request, 'settings.wrong');
  await signIn(page, email);
  const { secret, codes } = await enableTwoFactor(page, { tryWrongCodeFirst: true });

  // Sign Out from Settings → Session Management.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

  await submitSignIn(page, email);
  const card = codeCard(page);
  const right = generateSync({ secret });
  await card.input.fill(right === '000000' ? '111111' : '000000');
  await card.submit.click();
  await toast(page, 'Invalid Code');
  await toast(page, 'The verification code is invalid. Please try again.');
  await expect(page).toHaveURL(/\/login$/);

  // A recovery code instead: text input, one use.
  await card.form.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await expect(card.form.getByLabel('Recovery code')).toBeVisible();
  await card.input.fill(codes[0]);
  await card.submit.click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Disable 2FA with another recovery code (the used one is refused).
  await openSettings(page);
  const block = page.getByRole('region', { name: 'Two-Factor Authentication' });
  await block.getByRole('button', { name: 'Disable 2FA' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disable two-factor authentication' });
  await dialog.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await dialog.getByLabel('Recovery code').fill(codes[0]);
  await dialog.getByRole('button', { name: 'Disable 2FA' }).click();
  await toast(page, 'Invalid Code');
  await dialog.getByLabel('Recovery code').fill(codes[1]);
  await dialog.getByRole('button', { name: 'Disable 2FA' }).click();
  await toast(page, 'Two-Factor Disabled');
  await expect(dialog).toBeHidden();
  await expect(block.getByText('Disabled', { exact: true })).toBeVisible();
  await expect(block.getByRole('button', { name: 'Setup 2FA' })).toBeVisible();

  // The password alone signs in again.
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, email);
});

test('profile, account status and preferences that stay saved', async ({ page, request }) => {
  const { email } = await signUp(request, 'settings.prefs', { firstName: 'Petra', lastName: 'Prefs' });
  await signIn(page, email);
  await openSettings(page);

  const nav = page.getByRole('navigation', { name: 'Settings sections' });
  for (const name of ['Profile', 'Security', 'Preferences', 'Support']) await expect(nav.getByRole('link', { name })).toBeVisible();

  await expect(page.getByRole('img', { name: 'Avatar of Petra Prefs' })).toHaveText('PP');
  await expect(page.getByText('Petra Prefs', { exact: true })).toBeVisible();
  await expect(page.getByText('Client', { exact: true })).toBeVisible();
  for (const [label, value] of [['First Name', 'Petra'], ['Last Name', 'Prefs'], ['Email', email]]) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
    await expect(page.getByLabel(label, { exact: true })).toBeDisabled();
  }
  await expect(page.getByText(/Profile information is managed through your account settings/)).toBeVisible();
  await expect(page.getByText('Client Account', { exact: true })).toBeVisible();
  await expect(page.getByText('Member Since', { exact: true })).toBeVisible();
  await expect(page.getByText('Unknown', { exact: true })).toHaveCount(0);

  const sw = (name: string) => page.getByRole('switch', { name });
  const defaults: Array<[string, 'true' | 'false']> = [
    ['Email Notifications', 'true'],
    ['Payment Reminders', 'true'],
    ['Website Alerts', 'true'],
    ['Marketing Updates', 'false'],
    ['Dark Mode', 'true'],
    ['Animations', 'true'],
  ];
  for (const [name, checked] of defaults) await expect(sw(name)).toHaveAttribute('aria-checked', checked);
  await expect(sw('Dark Mode')).toBeDisabled();

  const saved = page.waitForResponse((res) => res.url().endsWith('/api/auth/preferences') && res.request().method() === 'PUT');
  await sw('Payment Reminders').click();
  await expect(sw('Payment Reminders')).toHaveAttribute('aria-checked', 'false');
  expect((await saved).status()).toBe(200);

  // Animations off reduces motion across the app.
  await sw('Animations').click();
  await expect(page.locator('html')).toHaveClass(/reduce-motion/);

  await page.reload();
  await expect(sw('Payment Reminders')).toHaveAttribute('aria-checked', 'false');
  await expect(sw('Animations')).toHaveAttribute('aria-checked', 'false');
  await expect(sw('Email Notifications')).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('html')).toHaveClass(/reduce-motion/);
  await page.getByRole('link', { name: 'Billing', exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/reduce-motion/);

  await page.goto('/settings');
  await sw('Animations').click();
  await expect(page.locator('html')).not.toHaveClass(/reduce-motion/);

  // A failed save moves the switch back and says so.
  await page.route('**/api/auth/preferences', (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: '{"message":"boom"}' }) : route.continue(),
  );
  await sw('Marketing Updates').click();
  await toast(page, 'Failed to save your preferences. Please try again.');
  await expect(sw('Marketing Updates')).toHaveAttribute('aria-checked', 'false');
});

test('Support & Help: documentation, contact support, feature request and bug report', async ({ page, request }) => {
  const { email } = await signUp(request, 'settings.support');
  await signIn(page, email);
  await openSettings(page);
  const support = page.locator('#support');
  await expect(support.getByText('Support Online', { exact: true })).toBeVisible();
  await expect(support.getByText(/available 24\/7/)).toBeVisible();

  // Contact Support asks the assistant chat to open.
  await page.evaluate(() => {
    window.addEventListener('studio:open-chat', () => document.body.setAttribute('data-chat-asked', 'yes'));
  });
  await support.getByRole('button', { name: 'Contact Support' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-chat-asked', 'yes');

  await support.getByRole('button', { name: 'Documentation' }).click();
  const docs = page.getByRole('dialog', { name: 'Documentation' });
  const articles = docs.getByRole('list', { name: 'Help articles' }).getByRole('listitem');
  await expect.poll(() => articles.count()).toBeGreaterThan(3);
  const billing = articles.filter({ hasText: 'Paying an invoice' });
  await billing.getByRole('link', { name: 'Go to Billing' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(docs).toBeHidden();

  await openSettings(page);
  await support.getByRole('button', { name: 'Feature Request' }).click();
  await expect(page).toHaveURL(/\/change-requests\?new=feature$/);
  await openSettings(page);
  await support.getByRole('button', { name: 'Report Bug' }).click();
  await expect(page).toHaveURL(/\/change-requests\?new=bug$/);
  // The New Change Request form opens with the type chosen and its default cost.
  const form = page.getByRole('dialog', { name: 'New Change Request' });
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Request Type')).toHaveValue('bug');
});

test('with a hosted sign-in provider, /login and /signup lead with it and keep the fallback forms', async ({ page }) => {
  await withPublicConfig(page, { oidcEnabled: true, oidcName: 'Acme ID' });

  await page.goto('/login?returnTo=%2Fbilling');
  const hosted = page.getByRole('link', { name: 'Sign in with Acme ID' });
  await expect(hosted).toHaveAttribute('href', '/api/login?returnTo=%2Fbilling');
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await page.getByRole('button', { name: 'Having trouble? Use fallback login' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
  await page.getByRole('button', { name: 'Back to hosted sign-in' }).click();
  await expect(hosted).toBeVisible();

  await page.goto('/signup');
  await expect(page.getByRole('link', { name: 'Sign up with Acme ID' })).toHaveAttribute('href', '/api/login?returnTo=%2Fdashboard');
  await page.getByRole('button', { name: 'Having trouble? Use the fallback sign-up form' }).click();
  await expect(page.getByLabel('Your Website URL')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to hosted sign-up' })).toBeVisible();

  // The provider round trip failed.
  await page.goto('/login?error=hosted_sign_in_failed');
  await toast(page, 'Login Failed');
  await toast(page, 'Hosted sign-in failed. Please try again or use the fallback login.');
  await expect(page).toHaveURL(/\/login$/);
});

test('without a provider the fallback forms show no hosted sign-in links', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByRole('link', { name: /Sign in with/ })).toHaveCount(0);
  await expect(page.getByText(/hosted sign-in/i)).toHaveCount(0);
  await page.goto('/signup');
  await expect(page.getByLabel('Your Website URL')).toBeVisible();
  await expect(page.getByText(/hosted sign-up/i)).toHaveCount(0);
});
