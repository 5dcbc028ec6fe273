import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The public pages and a few texts each must show (SPEC section 2). */
const PUBLIC_PAGES: Array<{ path: string; heading: string | RegExp; texts: Array<string | RegExp> }> = [
  {
    path: '/',
    heading: 'Future-Ready Web Solutions',
    texts: [
      'Access Dashboard',
      'Learn More',
      'AI-Powered Assistant',
      'Automated Billing',
      'Performance Analytics',
      'Full Website Backups',
      'Change Management',
      'Custom Branding',
      'Security Monitoring',
      'Get Started Now',
    ],
  },
  { path: '/about', heading: /^About /, texts: ['Our Mission', 'Our Vision', 'Our Story', 'Our Values', 'Craft', 'Clarity', 'Partnership', 'Reliability', 'Accessibility', 'Growth'] },
  { path: '/services', heading: 'Services', texts: ['Additional Services', 'Our Process', 'Discovery', 'Design', 'Development', 'Launch'] },
  { path: '/pricing-sheet', heading: 'Pricing Sheet', texts: ['Payment Terms', 'Delivery Timeline', 'Add-Ons'] },
  { path: '/contact', heading: 'Contact Us', texts: ['Send Us a Message', 'Contact Methods', 'Free Consultation', 'Response time'] },
  { path: '/login', heading: /sign in/i, texts: ['Sign In', 'Sign up here'] },
  { path: '/signup', heading: /create your account/i, texts: ['Create Account', 'Sign in here'] },
  { path: '/test', heading: 'Changes are working!', texts: [/^Current time: \d/] },
];

/** Waits until the page's lazily loaded screen has rendered its heading. */
async function openPage(page: Page, entry: (typeof PUBLIC_PAGES)[number]) {
  await page.goto(entry.path);
  await expect(page.getByRole('heading', { level: 1, name: entry.heading })).toBeVisible();
}

test.describe('public pages', () => {
  for (const entry of PUBLIC_PAGES) {
    test(`${entry.path} renders its key texts, a title and a description`, async ({ page }) => {
      await openPage(page, entry);
      const main = page.getByRole('main');
      for (const text of entry.texts) {
        await expect(main.getByText(text, { exact: true }).first()).toBeVisible();
      }
      const header = page.getByRole('banner');
      for (const link of ['Home', 'About', 'Services', 'Pricing', 'Contact']) {
        await expect(header.getByRole('link', { name: link, exact: true })).toBeVisible();
      }
      await expect(page).toHaveTitle(/\S/);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(20);
    });
  }

  test('each page has its own title, naming the studio from GET /api/config', async ({ page, request }) => {
    const config = (await (await request.get('/api/config')).json()) as { studio: { name: string } };
    const studio = config.studio.name;
    const expected: Record<string, string> = {
      '/': `${studio} | Future-Ready Web Solutions`,
      '/about': `About | ${studio}`,
      '/contact': `Contact | ${studio}`,
      '/services': `Services | ${studio}`,
    };
    for (const [route, title] of Object.entries(expected)) {
      await page.goto(route);
      await expect(page).toHaveTitle(title);
    }
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle(`Page Not Found | ${studio}`);
  });

  test("a page's own chunks are announced in its HTML and are the ones the browser runs", async ({ page, request }) => {
    const html = await (await request.get('/contact')).text();
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    const pageChunk = preloads.find((href) => /\/assets\/contact-page-[\w-]+\.js$/.test(href));
    expect(pageChunk, 'the contact page chunk is preloaded').toBeTruthy();
    for (const href of preloads) expect((await request.get(href)).status(), href).toBe(200);
    // The chunk the router loads is the one announced: fetched once, from the preload.
    const fetched: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/assets/contact-page-')) fetched.push(new URL(req.url()).pathname);
    });
    await openPage(page, PUBLIC_PAGES.find((p) => p.path === '/contact')!);
    expect(fetched).toEqual([pageChunk]);
  });

  test("a first visit paints the studio's name from the page itself, before any request", async ({ page, request }) => {
    const { studio } = (await (await request.get('/api/config')).json()) as { studio: { name: string } };
    expect(studio.name).not.toBe('Studio Portal');
    // GET /api/config never answers: what the page shows came with the page.
    await page.route('**/api/config', () => undefined);
    await page.goto('/about');
    await expect(page.getByRole('banner').getByText(studio.name, { exact: true }).first()).toBeVisible();
    await expect(page).toHaveTitle(`About | ${studio.name}`);
  });

  test('a signed-out visitor is known from the page: no session request on public pages', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (req) => {
      const { pathname } = new URL(req.url());
      if (pathname === '/api/auth/user' || pathname === '/api/config') asked.push(pathname);
    });
    await openPage(page, PUBLIC_PAGES.find((p) => p.path === '/about')!);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' }).first()).toBeVisible();
    // A protected screen sends the visitor to sign in straight away.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login/);
    expect(asked).toEqual([]);
  });

  test('index.html carries the favicon and the Open Graph tags, and their files are served', async ({ page, request }) => {
    await page.goto('/about');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
    for (const property of ['og:title', 'og:description', 'og:image']) {
      await expect(page.locator(`meta[property="${property}"]`)).toHaveAttribute('content', /\S/);
    }
    // Absolute, as link previews need: the portal's own origin.
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${new URL(page.url()).origin}/og-image.png`);
    for (const [file, type] of [
      ['/og-image.png', 'image/png'],
      ['/favicon.svg', 'image/svg+xml'],
      ['/media/hero.webm', 'video/webm'],
      ['/media/hero.mp4', 'video/mp4'],
      ['/media/hero-poster.jpg', 'image/jpeg'],
    ]) {
      const res = await request.get(file);
      expect(res.status(), file).toBe(200);
      expect(res.headers()['content-type'], file).toContain(type);
    }
  });
});

test.describe('home page', () => {
  test('the hero video is a muted, inline, looping autoplay with a poster', async ({ page }) => {
    await page.goto('/');
    const video = page.getByTestId('hero-video');
    await expect(video).toHaveAttribute('poster', /\.(jpg|png|webp)$/);
    const state = await video.evaluate((el: HTMLVideoElement) => ({
      muted: el.muted,
      loop: el.loop,
      autoplay: el.autoplay,
      playsInline: el.playsInline,
      sources: [...el.querySelectorAll('source')].map((s) => s.getAttribute('type')),
    }));
    expect(state).toEqual({ muted: true, loop: true, autoplay: true, playsInline: true, sources: ['video/webm', 'video/mp4'] });
    // It plays, and the visitor can pause it.
    await expect.poll(() => video.evaluate((el: HTMLVideoElement) => !el.paused && el.currentTime > 0), { timeout: 10_000 }).toBe(true);
    await page.getByRole('button', { name: 'Pause background animation' }).click();
    await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.paused)).toBe(true);
    await expect(page.getByRole('button', { name: 'Pause background animation' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('with reduced motion the video stays still on its poster', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const video = page.getByTestId('hero-video');
    await expect(video).toBeAttached();
    await page.waitForTimeout(1000);
    expect(await video.evaluate((el: HTMLVideoElement) => ({ paused: el.paused, autoplay: el.autoplay }))).toEqual({ paused: true, autoplay: false });
  });

  test('Learn More scrolls to the capabilities; the buttons lead to /login and /api/login', async ({ page }) => {
    await page.goto('/');
    const capabilities = page.getByRole('heading', { level: 2, name: 'Everything your website needs, in one place' });
    await expect(capabilities).not.toBeInViewport();
    await page.getByRole('button', { name: 'Learn More' }).click();
    await expect(capabilities).toBeInViewport();
    await expect(capabilities).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await expect(page.getByRole('link', { name: 'Get Started Now' })).toHaveAttribute('href', '/api/login');
    await page.getByRole('link', { name: 'Access Dashboard' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('contact page', () => {
  test('shows the studio contact methods from GET /api/config and a mailto consultation button', async ({ page, request }) => {
    const { studio } = (await (await request.get('/api/config')).json()) as { studio: { contactEmail: string } };
    await page.goto('/contact');
    const methods = page.getByRole('region', { name: 'Contact Methods' });
    await expect(methods.getByRole('link', { name: studio.contactEmail })).toHaveAttribute('href', `mailto:${studio.contactEmail}`);
    await expect(page.getByRole('link', { name: 'Book a Free Consultation' })).toHaveAttribute('href', new RegExp(`^mailto:${studio.contactEmail.replace(/[.+]/g, '\\$&')}\\?subject=`));
    for (const stat of ['24h', '24/7', '50%', '7 days']) {
      await expect(page.getByText(stat, { exact: true })).toBeVisible();
    }
  });

  test('an empty submit shows every validation message and sends nothing', async ({ page }) => {
    let posted = false;
    page.on('request', (req) => {
      if (req.url().endsWith('/api/contact') && req.method() === 'POST') posted = true;
    });
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const message of [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Please select a service',
      'Please select a budget range',
      'Please select a timeline',
      'Message must be at least 10 characters',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(false);
  });

  test('the validation loads when the form is first used; if it cannot load, nothing is sent and the toast says so', async ({ page }) => {
    const resolverChunk = /\/assets\/contact-resolver-[\w-]+\.js$/;
    const fetched: string[] = [];
    page.on('request', (req) => {
      if (resolverChunk.test(new URL(req.url()).pathname)) fetched.push(req.url());
    });
    let posted = false;
    page.on('request', (req) => {
      if (req.url().endsWith('/api/contact') && req.method() === 'POST') posted = true;
    });
    await page.route(resolverChunk, (route) => route.abort());
    await page.goto('/contact');
    await expect(page.getByLabel('Name')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);

    await page.getByLabel('Name').fill('Ada Lovelace');
    await expect.poll(() => fetched.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Failed to send message. Please try again.', { exact: true })).toBeVisible();
    expect(posted).toBe(false);

    // Once it can load, the same form validates as usual.
    await page.unroute(resolverChunk);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please select a service', { exact: true })).toBeVisible();
    expect(posted).toBe(false);
  });

  test('a valid enquiry is sent and the answer is shown on the page', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Phone').fill('+44 20 7946 0000');
    await page.getByLabel('Company').fill('Analytical Engines');
    await page.getByLabel('Service').selectOption('Custom Website');
    await page.getByLabel('Budget').selectOption('$1,000 - $3,000');
    await page.getByLabel('Timeline').selectOption('Within 1 month');
    await page.getByLabel('Message').fill('We would like a new website for our engines.');
    // The honeypot is out of reach: not in the tab order, hidden from assistive technology.
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');

    const answer = page.waitForResponse((res) => res.url().endsWith('/api/contact') && res.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const res = await answer;
    expect(res.status()).toBe(201);
    const body = (await res.json()) as { message: string };
    expect(res.request().postDataJSON()).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', service: 'Custom Website', website: '' });

    const notice = page.getByRole('main').getByRole('status').filter({ hasText: 'Message Sent' });
    await expect(notice).toContainText(body.message);
    await page.getByRole('button', { name: 'Send another message' }).click();
    await expect(page.getByLabel('Name')).toHaveValue('');
  });

  test('a failed send shows the destructive toast; field errors from the server appear under their fields', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message: 'Validation failed', errors: { name: 'Name is too long' } }) }),
    );
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Service').selectOption('Logo Design');
    await page.getByLabel('Budget').selectOption('Not sure yet');
    await page.getByLabel('Timeline').selectOption('Flexible');
    await page.getByLabel('Message').fill('A logo for our engine company, please.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name is too long', { exact: true })).toBeVisible();
    await expect(page.getByText('Failed to send message. Please try again.', { exact: true })).toBeVisible();
    await expect(page.getByText('Error', { exact: true })).toBeVisible();

    await page.unroute('**/api/contact');
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal Server Error"}' }));
    await page.getByLabel('Name').fill('Ada');
    const failed = page.waitForResponse((res) => res.url().endsWith('/api/contact') && res.status() === 500);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await failed;
    await expect(page.getByText('Failed to send message. Please try again.', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText('Message Sent')).toHaveCount(0);
  });
});

test.describe('small screens (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const entry of PUBLIC_PAGES) {
    test(`${entry.path} has no horizontal scroll`, async ({ page }) => {
      await openPage(page, entry);
      await page.waitForLoadState('networkidle');
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    });
  }

  test('the header and the drawer menu have tap targets of at least 44 px', async ({ page }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    const menuButton = header.getByRole('button', { name: 'Open menu' });
    const targets = [menuButton, header.getByRole('link', { name: 'Sign Up' }), header.getByRole('link', { name: 'Log In' })];
    for (const target of targets) {
      const box = await target.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
    }
    await menuButton.click();
    const drawer = page.locator('#side-menu');
    await expect(drawer).toBeVisible();
    for (const name of ['Home', 'About', 'Services', 'Pricing', 'Contact', 'Login']) {
      const box = await drawer.getByRole('link', { name, exact: true }).boundingBox();
      expect(box?.height ?? 0, name).toBeGreaterThanOrEqual(44);
    }
    await drawer.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(drawer).toBeHidden();
  });
});

test.describe('accessibility (axe-core)', () => {
  // axe is injected as an inline script, which the portal's Content-Security-Policy rightly forbids.
  test.use({ bypassCSP: true });
  const axePath = path.join(process.cwd(), 'node_modules/axe-core/axe.min.js');

  async function seriousViolations(page: Page) {
    await page.addScriptTag({ path: axePath });
    const results = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown }> }> }> } }).axe;
      return axe.run(document, { resultTypes: ['violations'] });
    });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`);
  }

  for (const entry of PUBLIC_PAGES) {
    test(`${entry.path} has no serious or critical violations`, async ({ page }) => {
      await openPage(page, entry);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the contact form with its validation messages has none either, nor the open drawer at 360 px', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please select a service', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#side-menu')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
