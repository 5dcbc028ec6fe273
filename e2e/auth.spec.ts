import { expect, test, uniqueEmail } from './fixtures';

test('signup leads to the dashboard with the Welcome back greeting', async ({ page }) => {
  const email = uniqueEmail('newclient');
  await page.goto('/signup');
  await page.getByLabel('First Name').fill('Nora');
  await page.getByLabel('Last Name').fill('Quinn');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-strong-password');
  await page.getByLabel('Your Website URL').fill('noraquinn.example');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Welcome back, ${email.split('@')[0]}`).first()).toBeVisible();
  await expect(page.getByText('Account Created').first()).toBeVisible();
  // The session survives a reload (HttpOnly cookie + stored token).
  await page.reload();
  await expect(page.getByText(`Welcome back, ${email.split('@')[0]}`).first()).toBeVisible();
});

test('signup with missing fields says so and makes no account', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('First Name').fill('Only');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please fill in all required fields.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});

test('a wrong password shows the server message and stays on /login', async ({ page, request }) => {
  const email = uniqueEmail('wrongpw');
  const res = await request.post('/api/auth/signup', {
    data: { email, password: 'the-right-password', firstName: 'W', lastName: 'P', websiteUrl: 'wp.example' },
  });
  expect(res.status()).toBe(201);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Password').fill('the-right-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Welcome back, ${email.split('@')[0]}`).first()).toBeVisible();
});

test('an empty login form asks for both fields', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Please enter both email and password.', { exact: true })).toBeVisible();
});

test('signed out, /dashboard shows the Unauthorized toast and goes to /login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByText('You are logged out. Logging in again...', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
});

test('an unknown path shows the 404 screen', async ({ page }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(200);
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
});

test('the /test page says changes are working', async ({ page }) => {
  await page.goto('/test');
  await expect(page.getByText(/changes are working/i)).toBeVisible();
});
