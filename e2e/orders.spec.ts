import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ADMIN, ensureAdmin, expect, signIn, signUp, test } from './fixtures';

const EXPIRY_YEAR = String(new Date().getFullYear() + 2);

async function signInClient(page: Page, request: APIRequestContext, prefix: string) {
  const client = await signUp(request, prefix);
  await signIn(page, client.email);
  return client;
}

const toast = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible();
const summary = (page: Page) => page.getByRole('complementary', { name: 'Order summary' });
const summaryRow = (page: Page, label: string) => summary(page).locator('div').filter({ has: page.getByText(label, { exact: true }) }).last();
const currentStep = (page: Page) => page.getByRole('navigation', { name: 'Checkout progress' }).locator('[aria-current="step"]');

async function fillRequirements(page: Page, { title, timeline, budget = 'standard' }: { title: string; timeline: string; budget?: string }) {
  await page.getByLabel('Project Title').fill(title);
  await page.getByLabel('Project Description').fill('A clear description of what we would like the studio to make.');
  await page.getByLabel('Timeline').selectOption(timeline);
  await page.getByLabel('Budget').selectOption(budget);
}

async function fillCard(form: Locator, number: string) {
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry month').fill('12');
  await form.getByLabel('Expiry year').fill(EXPIRY_YEAR);
  await form.getByLabel('CVC').fill('123');
}

test('orders a rush logo from Order Services, pays the deposit, and the dashboard shows it at Requirements Gathering', async ({ page, request }) => {
  const { email } = await signInClient(page, request, 'orders.logo');
  const title = `Bakery logo ${Date.now().toString(36)}`;

  // The dashboard's empty Active Orders leads to Order Services.
  const activeOrders = page.getByRole('region', { name: 'Active Orders' });
  await expect(activeOrders.getByText('No active orders', { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Pending Requests' })).toContainText('0');
  await activeOrders.getByRole('link', { name: 'Order Services' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { name: 'Order Services', level: 1 })).toBeVisible();

  // The three services with the Orders page's own figures.
  const services = page.getByRole('region', { name: 'Services' }).getByRole('article');
  await expect(services).toHaveCount(3);
  for (const [name, price, delivery] of [
    ['Custom Website', '$2,999', '2-4 weeks'],
    ['Logo Design', '$599', '5-7 days'],
    ['Custom Software', '$8,999', '6-12 weeks'],
  ]) {
    const card = page.getByRole('article', { name });
    await expect(card.getByText(price, { exact: true })).toBeVisible();
    await expect(card).toContainText(delivery);
  }
  await expect(page.getByText('No orders yet', { exact: true })).toBeVisible();
  await page.getByRole('article', { name: 'Logo Design' }).getByRole('link', { name: /Order Now/ }).click();
  await expect(page).toHaveURL(/\/checkout\?service=logo$/);

  // Requirements first; the e-mail is prefilled. An empty form shows every message.
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(currentStep(page)).toContainText('Requirements');
  await expect(page.getByLabel('Contact Email')).toHaveValue(email);
  await page.getByLabel('Contact Email').fill('');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  for (const message of [
    'Project title is required',
    'Please provide a detailed description',
    'Timeline preference is required',
    'Budget confirmation is required',
    'Valid email is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Project Title')).toHaveAttribute('aria-invalid', 'true');

  // The summary: the catalogue's logo price, no fee, and the rush surcharge once rush is chosen.
  await expect(summary(page).getByText('Logo Design', { exact: true })).toBeVisible();
  await expect(summaryRow(page, 'Service price')).toContainText('$50.00');
  await expect(summaryRow(page, 'Processing fee')).toContainText('$0.00');
  await expect(summary(page).getByText('What Happens Next', { exact: true })).toBeVisible();
  await fillRequirements(page, { title, timeline: 'rush' });
  await page.getByLabel('Contact Email').fill(email);
  await expect(summaryRow(page, 'Rush timeline (+50%)')).toContainText('$25.00');
  await expect(summaryRow(page, 'Total')).toContainText('$75.00');
  await expect(summaryRow(page, 'Due now (50% deposit)')).toContainText('$37.50');

  const created = page.waitForRequest((req) => req.url().endsWith('/api/service-orders') && req.method() === 'POST');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  const body = (await created).postDataJSON() as { serviceType: string; title: string; requirements: Record<string, string> };
  expect(body).toMatchObject({ serviceType: 'logo', title, requirements: { timeline: 'rush', budget: 'standard', contactEmail: email } });

  // The Payment step takes the deposit with Billing's card form.
  await expect(currentStep(page)).toContainText('Payment');
  const pay = page.getByRole('region', { name: 'Pay the Deposit' });
  await expect(pay.getByText('$37.50', { exact: true })).toBeVisible();
  await fillCard(pay, '4242 4242 4242 4242');
  await page.route('**/api/payments/confirm', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await pay.getByRole('button', { name: 'Pay $37.50' }).click();
  await expect(pay.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await toast(page, 'Payment Successful');
  await toast(page, 'Thank you for your payment!');
  const confirmed = page.getByRole('region', { name: 'Your order is confirmed' });
  await expect(confirmed).toContainText('Requirements Gathering');

  // The dashboard: the order at Requirements Gathering, 20%, first stage done, deposit paid.
  await confirmed.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const order = activeOrders.getByRole('article', { name: title });
  await expect(order.getByText('Logo Design', { exact: true })).toBeVisible();
  await expect(order.getByText('$75.00', { exact: true })).toBeVisible();
  await expect(order.getByText('Requirements Gathering', { exact: true }).first()).toBeVisible();
  await expect(order.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
  await expect(order.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '100');
  const stages = order.getByRole('list', { name: `${title} stages` }).getByRole('listitem');
  await expect(stages).toHaveCount(6);
  await expect(stages.nth(0)).toHaveAttribute('aria-current', 'step');
  await expect(stages.nth(0)).toHaveAttribute('data-done', 'true');
  await expect(stages.nth(1)).toHaveAttribute('data-done', 'false');
  await expect(order.getByText('Paid', { exact: true })).toBeVisible();
  await expect(order.getByText('Created', { exact: true })).toBeVisible();
  await expect(order.getByText('Estimated Delivery', { exact: true })).toBeVisible();
});

test('checkout: signed out, an unknown service, order failures, and custom software paid after a decline', async ({ page, request }) => {
  await page.goto('/checkout?service=logo');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log In' }).last()).toHaveAttribute('href', '/login');

  await signInClient(page, request, 'orders.software');
  await page.goto('/checkout?service=nope');
  await expect(page.getByRole('heading', { name: 'Service Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'View All Services' }).click();
  await expect(page).toHaveURL(/\/orders$/);

  await page.getByRole('article', { name: 'Custom Software' }).getByRole('link', { name: /Order Now/ }).click();
  await expect(page).toHaveURL(/\/checkout\?service=software$/);
  await expect(summaryRow(page, 'Service price')).toContainText('Starting at $8999.00');
  const title = `Booking portal ${Date.now().toString(36)}`;
  await fillRequirements(page, { title, timeline: 'standard', budget: 'premium' });
  await expect(summary(page).getByText('Rush timeline (+50%)')).toHaveCount(0);
  await expect(summaryRow(page, 'Total')).toContainText('$8999.00');
  await expect(summaryRow(page, 'Due now (50% deposit)')).toContainText('$4499.50');

  // The server's message, or the fallback when there is none.
  await page.route('**/api/service-orders', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Ordering is paused for maintenance"}' }));
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await toast(page, 'Order Failed');
  await toast(page, 'Ordering is paused for maintenance');
  await page.unroute('**/api/service-orders');
  await page.route('**/api/service-orders', (route) => route.abort());
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await toast(page, 'Failed to create order');
  await page.unroute('**/api/service-orders');
  await expect(currentStep(page)).toContainText('Requirements');

  const intents: Array<Record<string, unknown>> = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/create-payment-intent')) intents.push(req.postDataJSON() as Record<string, unknown>);
  });
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  const pay = page.getByRole('region', { name: 'Pay the Deposit' });
  await fillCard(pay, '4000 0000 0000 0002');
  await pay.getByRole('button', { name: 'Pay $4499.50' }).click();
  await toast(page, 'Payment Failed');
  await toast(page, 'Your card was declined.');
  await expect(pay).toBeVisible();

  // The next card is confirmed with a fresh intent for the same deposit.
  await pay.getByLabel('Card number').fill('4242 4242 4242 4242');
  await pay.getByRole('button', { name: 'Pay $4499.50' }).click();
  await toast(page, 'Payment Successful');
  await expect(page.getByRole('region', { name: 'Your order is confirmed' })).toBeVisible();
  expect(intents).toHaveLength(1);
  expect(intents[0]).toMatchObject({ amount: '4499.50' });

  await page.goto('/orders');
  const order = page.getByRole('list', { name: 'Your orders' }).getByRole('article', { name: title });
  await expect(order.getByText('Custom Software', { exact: true })).toBeVisible();
  await expect(order.getByText('$8999.00', { exact: true })).toBeVisible();
  await expect(order.getByText('Paid', { exact: true })).toBeVisible();
});

test('Pay later leaves the deposit outstanding in Billing; paying it there starts the order', async ({ page, request }) => {
  await signInClient(page, request, 'orders.later');
  const title = `Florist site ${Date.now().toString(36)}`;
  await page.goto('/checkout?service=website');
  await fillRequirements(page, { title, timeline: 'flexible' });
  await expect(summaryRow(page, 'Total')).toContainText('$850.00');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('region', { name: 'Pay the Deposit' }).getByRole('button', { name: 'Pay later' }).click();

  const later = page.getByRole('region', { name: 'Order created' });
  await expect(later).toContainText('The deposit of $425.00 can be paid at any time from Billing');
  // Changed their mind: the card form again, with a fresh intent for the deposit; then later after all.
  const intent = page.waitForRequest((req) => req.url().endsWith('/api/create-payment-intent'));
  await later.getByRole('button', { name: 'Pay the deposit now' }).click();
  expect((await intent).postDataJSON()).toMatchObject({ amount: '425.00' });
  await page.getByRole('region', { name: 'Pay the Deposit' }).getByRole('button', { name: 'Pay later' }).click();
  await later.getByRole('link', { name: 'Go to Billing' }).click();
  await expect(page).toHaveURL(/\/billing$/);

  const deposit = page.getByRole('list', { name: 'Outstanding payments' }).getByRole('listitem').filter({ hasText: `50% deposit: ${title}` });
  await expect(deposit).toContainText('$425.00');
  await expect(deposit.getByText('Pending', { exact: true })).toBeVisible();

  // Order Services shows it waiting for its deposit.
  await page.goto('/orders');
  const order = page.getByRole('list', { name: 'Your orders' }).getByRole('article', { name: title });
  await expect(order.getByText('Pending Payment', { exact: true })).toBeVisible();
  await expect(order.getByText('Payment Pending', { exact: true })).toBeVisible();
  await expect(order.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await order.getByRole('link', { name: `Pay the deposit for ${title} in Billing` }).click();

  await deposit.getByRole('button', { name: 'Pay Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete Payment' });
  await fillCard(dialog, '4242 4242 4242 4242');
  await dialog.getByRole('button', { name: 'Pay $425.00' }).click();
  await toast(page, 'Payment Successful');

  await page.goto('/dashboard');
  const active = page.getByRole('region', { name: 'Active Orders' }).getByRole('article', { name: title });
  await expect(active.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
  await expect(active.getByText('Paid', { exact: true })).toBeVisible();
});

test('Add-Ons: the filter really filters, Learn More shows details, Purchase opens its checkout', async ({ page, request }) => {
  await signInClient(page, request, 'orders.addons');
  await page.getByRole('link', { name: 'Add Ons' }).first().click();
  await expect(page.getByRole('heading', { name: 'Add-Ons', level: 1 })).toBeVisible();
  const cards = page.getByRole('region', { name: 'Add-ons' }).getByRole('article');
  await expect(cards).toHaveCount(6);
  await expect(page.getByText('Popular', { exact: true })).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'SEO Optimization' }).getByText('Popular', { exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Mobile App Development' }).getByText('$1,299', { exact: true })).toBeVisible();

  const filters = page.getByRole('group', { name: 'Filter by category' });
  await expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  await filters.getByRole('button', { name: 'Security' }).click();
  await expect(filters.getByRole('button', { name: 'Security' })).toHaveAttribute('aria-pressed', 'true');
  await expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Security Package');
  await expect(cards.first()).toContainText('$149');
  await filters.getByRole('button', { name: 'All' }).click();
  await expect(cards).toHaveCount(6);

  await page.getByRole('button', { name: 'Learn More about Mobile App Development' }).click();
  const details = page.getByRole('dialog', { name: 'Mobile App Development' });
  await expect(details.getByText('$1,299', { exact: true })).toBeVisible();
  await expect(details.getByText('Push notifications', { exact: true })).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).first().click();
  await expect(details).toBeHidden();

  await expect(page.getByRole('link', { name: 'Request Custom Add-On' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('link', { name: 'Contact Sales Team' })).toHaveAttribute('href', '/contact');

  await filters.getByRole('button', { name: 'Marketing' }).click();
  await expect(cards).toHaveCount(1);
  await page.getByRole('link', { name: 'Purchase SEO Optimization' }).click();
  await expect(page).toHaveURL(/\/checkout\?service=seo-optimization$/);
  await expect(summary(page).getByText('SEO Optimization', { exact: true })).toBeVisible();
  await expect(summaryRow(page, 'Total')).toContainText('$299.00');
});

test('Pricing Sheet, Services and Pricing lead to checkout or contact', async ({ page, request }) => {
  await page.goto('/pricing-sheet');
  await expect(page.getByRole('heading', { name: 'Pricing Sheet', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Custom Website' })).toContainText('Starting at');
  await expect(page.getByRole('article', { name: 'Custom Website' })).toContainText('$850');
  await expect(page.getByRole('article', { name: 'Website Changes' })).toContainText('$50');
  for (const text of ['50% deposit to start', 'Refunds within 7 days', 'Work begins within 24 hours', 'Responses within 24 hours', 'Support 24/7']) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('Email setup', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a Quote' })).toHaveAttribute('href', '/contact');
  await page.getByRole('article', { name: 'Logo Design' }).getByRole('link', { name: /Get Started/ }).click();
  await expect(page).toHaveURL(/\/checkout\?service=logo$/);
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();

  await page.goto('/services');
  await expect(page.getByRole('link', { name: 'Get Started: Custom Software' })).toHaveAttribute('href', '/checkout?service=software');
  await expect(page.getByRole('link', { name: /^Get Quote/ })).toHaveCount(6);
  for (const step of ['Discovery', 'Design', 'Development', 'Launch']) {
    await expect(page.getByRole('heading', { name: step, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/pricing-sheet');

  await signInClient(page, request, 'orders.pricing');
  await page.goto('/services');
  await page.getByRole('link', { name: 'View Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { name: 'Pricing', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Contact for Custom Quote' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('an admin moves an order to Design Phase in the Admin Panel; the client sees it', async ({ page, request }) => {
  await ensureAdmin(request);

  // A client's paid order, made through the API; the Admin Panel shows the client's name.
  const client = await signUp(request, 'orders.admin', { firstName: 'Olive', lastName: 'Order' });
  const title = `Admin staged ${Date.now().toString(36)}`;
  const res = await request.post('/api/service-orders', {
    headers: { authorization: `Bearer ${client.token}` },
    data: {
      serviceType: 'logo',
      title,
      description: 'A logo the admin moves to design.',
      requirements: { timeline: 'standard', budget: 'standard', contactEmail: client.email },
    },
  });
  expect(res.status()).toBe(201);
  const { clientSecret } = (await res.json()) as { clientSecret: string };
  const paid = await request.post('/api/payments/confirm', {
    headers: { authorization: `Bearer ${client.token}` },
    data: { clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: Number(EXPIRY_YEAR), cvc: '123' } },
  });
  expect(paid.status()).toBe(200);

  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  const panel = page.getByRole('region', { name: 'Service Orders' });
  const row = panel.getByRole('article', { name: title });
  await expect(row.getByText('Requirements Gathering', { exact: true })).toBeVisible();
  await expect(row).toContainText('Olive Order');
  await expect(row).toContainText(client.email);
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();

  // A failed update says so and keeps the modal.
  await row.getByRole('button', { name: `Update ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Update Order: ${title}` });
  await expect(dialog.getByLabel('Status')).toHaveValue('requirements_gathering');
  await dialog.getByLabel('Status').selectOption({ label: 'Design Phase' });
  await page.route('**/api/admin/service-orders/*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }));
  await dialog.getByRole('button', { name: 'Update Order' }).click();
  await toast(page, 'Error');
  await toast(page, 'Failed to update order. Please try again.');
  await expect(dialog).toBeVisible();
  await page.unroute('**/api/admin/service-orders/*');

  // 'Updating...' and disabled while the request runs.
  await page.route('**/api/admin/service-orders/*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await dialog.getByLabel('Estimated Delivery').fill(`${EXPIRY_YEAR}-03-15`);
  const sent = page.waitForRequest((req) => req.method() === 'PUT' && req.url().includes('/api/admin/service-orders/'));
  await dialog.getByRole('button', { name: 'Update Order' }).click();
  await expect(dialog.getByRole('button', { name: 'Updating...' })).toBeDisabled();
  const body = (await sent).postDataJSON() as { status: string; estimatedDelivery: string };
  expect(body.status).toBe('design_phase');
  expect(new Date(body.estimatedDelivery).getFullYear()).toBe(Number(EXPIRY_YEAR));
  await toast(page, 'Order Updated');
  await toast(page, 'The order has been updated.');
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Design Phase', { exact: true })).toBeVisible();
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  await expect(row).toContainText(new Date(Number(EXPIRY_YEAR), 2, 15).toLocaleDateString('en-US'));

  // The client's dashboard follows; Pending Requests counts the client's real pending change request.
  const site = await request.post('/api/websites', {
    headers: { authorization: `Bearer ${client.token}` },
    data: { name: 'Admin Staged Site', domain: `staged-${Date.now().toString(36)}.example` },
  });
  expect(site.status()).toBe(201);
  const changeRequest = await request.post('/api/change-requests', {
    headers: { authorization: `Bearer ${client.token}` },
    data: { websiteId: ((await site.json()) as { id: string }).id, title: 'New footer', type: 'content', description: 'Please update the footer text.' },
  });
  expect(changeRequest.status()).toBe(201);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, client.email);
  await expect(page.getByRole('group', { name: 'Pending Requests' })).toContainText('1');
  const order = page.getByRole('region', { name: 'Active Orders' }).getByRole('article', { name: title });
  await expect(order.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  const stages = order.getByRole('list', { name: `${title} stages` }).getByRole('listitem');
  await expect(stages.nth(1)).toHaveAttribute('aria-current', 'step');
  await expect(stages.nth(0)).toHaveAttribute('data-done', 'true');
  await expect(stages.nth(2)).toHaveAttribute('data-done', 'false');
});
