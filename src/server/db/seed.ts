import { eq, sql } from 'drizzle-orm';
import fs from 'node:fs/promises';
import path from 'node:path';
import { hashPassword } from '../lib/crypto';
import type { SiteStorage } from '../storage/site-storage';
import type { Db } from './client';
import { analyticsDaily, changeRequests, payments, serviceOrders, users, websites } from './schema';
import { transaction } from './transaction';

/** The documented demo studio (README): who can sign in to look around. */
export const demoLogins = [
  { role: 'client', email: 'jane@example.com', password: 'portal-demo-2026', firstName: 'Jane', lastName: 'Cooper' },
  { role: 'admin', email: 'admin@example.com', password: 'portal-admin-2026', firstName: 'Alex', lastName: 'Morgan' },
] as const;

const DAY = 24 * 60 * 60 * 1000;

/** Seeds the demo studio into an empty database; returns false when it already has accounts. */
export async function seedDemoIfEmpty(db: Db, storage: SiteStorage, now = new Date()): Promise<boolean> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;
  await seedDemo(db, storage, now);
  return true;
}

/** A small real static site, so the demo's backups hold real files. */
async function writeDemoSite(storage: SiteStorage, websiteId: string, name: string, accent: string) {
  const dir = await storage.stagingDir();
  const page = (title: string, body: string) =>
    `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>${title} | ${name}</title>\n<link rel="stylesheet" href="/css/site.css">\n</head>\n<body>\n<header><a href="/">${name}</a> <nav><a href="/about.html">About</a> <a href="/contact.html">Contact</a></nav></header>\n<main>${body}</main>\n<footer>&copy; ${name}</footer>\n</body>\n</html>\n`;
  const files: Record<string, string> = {
    'index.html': page('Home', `<h1>Welcome to ${name}</h1><p>Fresh work, made with care.</p>`),
    'about.html': page('About', `<h1>About ${name}</h1><p>A small business with a big heart.</p>`),
    'contact.html': page('Contact', '<h1>Contact</h1><form><label>Email <input type="email"></label><button>Send</button></form>'),
    'css/site.css': `body{font-family:system-ui,sans-serif;margin:0;color:#222}header{display:flex;justify-content:space-between;padding:1rem;background:${accent};color:#fff}header a{color:#fff}main{max-width:48rem;margin:2rem auto;padding:0 1rem}footer{text-align:center;padding:2rem;color:#666}\n`,
    'js/main.js': "document.querySelectorAll('form').forEach((f) => f.addEventListener('submit', (e) => e.preventDefault()));\n",
    'robots.txt': 'User-agent: *\nAllow: /\n',
  };
  for (const [rel, content] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
    await fs.writeFile(path.join(dir, rel), content);
  }
  await storage.replace(websiteId, dir);
}

export async function seedDemo(db: Db, storage: SiteStorage, now = new Date()): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const hashes = await Promise.all(demoLogins.map((l) => hashPassword(l.password)));
  const sites: { id: string; name: string; accent: string }[] = [];
  await transaction(db, async (tx) => {
    const [client, admin] = await tx
      .insert(users)
      .values(
        demoLogins.map((l, i) => ({
          email: l.email,
          passwordHash: hashes[i],
          firstName: l.firstName,
          lastName: l.lastName,
          role: l.role,
          websiteUrl: l.role === 'client' ? 'https://bloomandstem.shop' : null,
          createdAt: at(-120),
          updatedAt: at(-120),
        })),
      )
      .returning();
    void admin;

    const [shop, portfolio, cafe] = await tx
      .insert(websites)
      .values([
        {
          userId: client.id,
          name: 'Bloom & Stem Shop',
          domain: 'bloomandstem.shop',
          status: 'active',
          deploymentUrl: 'https://bloomandstem.shop',
          repositoryUrl: 'https://git.example.com/studio/bloomandstem',
          hostingPrice: '25.00',
          domainPrice: '15.00',
          nextPaymentDue: at(2),
          createdAt: at(-110),
          lastUpdated: at(-3),
        },
        {
          userId: client.id,
          name: 'Jane Cooper Portfolio',
          domain: 'janecooper-portfolio.dev',
          status: 'maintenance',
          deploymentUrl: 'https://janecooper-portfolio.dev',
          hostingPrice: '12.50',
          domainPrice: '18.00',
          nextPaymentDue: at(-4),
          createdAt: at(-90),
          lastUpdated: null,
        },
        {
          userId: client.id,
          name: 'Harbor Coffee Roasters',
          domain: 'harborcoffee.example',
          status: 'suspended',
          deploymentUrl: null,
          hostingPrice: '19.00',
          domainPrice: '12.00',
          nextPaymentDue: at(-20),
          createdAt: at(-200),
          lastUpdated: at(-40),
        },
      ])
      .returning();

    // Each recurring payment carries its period, so the renewal job continues from it.
    const period = (d: Date) => d.toISOString().slice(0, 10);
    await tx.insert(payments).values([
      { userId: client.id, websiteId: shop.id, type: 'hosting', description: 'Hosting: Bloom & Stem Shop (monthly)', amount: '25.00', status: 'paid', dueDate: at(-28), periodStart: period(at(-28)), paidAt: at(-29), createdAt: at(-42) },
      { userId: client.id, websiteId: shop.id, type: 'hosting', description: 'Hosting: Bloom & Stem Shop (monthly)', amount: '25.00', status: 'pending', dueDate: at(2), periodStart: period(at(2)), createdAt: at(-12) },
      { userId: client.id, websiteId: shop.id, type: 'domain', description: 'Domain: bloomandstem.shop (yearly)', amount: '15.00', status: 'paid', dueDate: at(-100), periodStart: period(at(-100)), paidAt: at(-101), createdAt: at(-110) },
      { userId: client.id, websiteId: portfolio.id, type: 'hosting', description: 'Hosting: Jane Cooper Portfolio (monthly)', amount: '12.50', status: 'overdue', dueDate: at(-4), periodStart: period(at(-4)), createdAt: at(-18) },
      { userId: client.id, websiteId: portfolio.id, type: 'domain', description: 'Domain: janecooper-portfolio.dev (yearly)', amount: '18.00', status: 'pending', dueDate: at(6), periodStart: period(at(6)), createdAt: at(-8) },
    ]);

    await tx.insert(payments).values({
      userId: client.id,
      websiteId: cafe.id,
      type: 'hosting',
      description: 'Hosting: Harbor Coffee Roasters (monthly)',
      amount: '19.00',
      status: 'overdue',
      dueDate: at(-20),
      periodStart: at(-20).toISOString().slice(0, 10),
      createdAt: at(-34),
    });

    await tx.insert(serviceOrders).values({
      userId: client.id,
      title: 'Logo refresh for Bloom & Stem',
      serviceType: 'logo',
      description: 'A simpler, flower-inspired mark that works on packaging and the shop header.',
      price: '50.00',
      status: 'design_phase',
      paymentStatus: 'paid',
      requirements: { timeline: 'standard', budget: 'standard', contactEmail: 'jane@example.com', companyName: 'Bloom & Stem' },
      estimatedDelivery: at(5),
      createdAt: at(-6),
    });

    await tx.insert(changeRequests).values([
      {
        userId: client.id,
        websiteId: shop.id,
        title: 'Add a spring bouquet collection page',
        type: 'content',
        description: 'A new collection page listing the spring bouquets with photos and prices.',
        estimatedCost: '35.00',
        createdAt: at(-2),
      },
      {
        userId: client.id,
        websiteId: portfolio.id,
        title: 'Fix broken contact form',
        type: 'bug',
        description: 'The contact form shows an error after submitting on mobile Safari.',
        status: 'completed',
        estimatedCost: '50.00',
        adminNotes: 'Fixed the form validation on iOS and deployed.',
        createdAt: at(-20),
        completedAt: at(-17),
      },
    ]);
    sites.push({ id: shop.id, name: shop.name, accent: '#b4537a' }, { id: portfolio.id, name: portfolio.name, accent: '#2f6f8f' }, { id: cafe.id, name: cafe.name, accent: '#6b4f3a' });
  });
  for (const site of sites) await writeDemoSite(storage, site.id, site.name, site.accent);
  await seedDemoAnalytics(db, sites.map((s) => s.id), now);
}

/** 90 days of plausible, clearly demo analytics and uptime history (deterministic, weekly rhythm). */
async function seedDemoAnalytics(db: Db, siteIds: string[], now: Date) {
  let seed = 42;
  const rand = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  const rows: (typeof analyticsDaily.$inferInsert)[] = [];
  siteIds.forEach((websiteId, s) => {
    const scale = [140, 45, 20][s] ?? 30;
    for (let i = 89; i >= 0; i--) {
      const day = new Date(now.getTime() - i * DAY);
      const weekday = day.getUTCDay();
      const visitors = Math.round(scale * (weekday === 0 || weekday === 6 ? 0.7 : 1) * (0.8 + rand() * 0.4) * (1 + (90 - i) / 300));
      const outage = rand() < 0.04;
      rows.push({
        websiteId,
        day: day.toISOString().slice(0, 10),
        visitors,
        pageViews: Math.round(visitors * (1.6 + rand())),
        bounceRate: (30 + rand() * 30).toFixed(2),
        uptime: outage ? (97 + rand() * 2.5).toFixed(3) : '100.000',
        responseTime: Math.round(180 + rand() * 250),
        avgSessionDuration: Math.round(60 + rand() * 180),
      });
    }
  });
  await db.insert(analyticsDaily).values(rows).onConflictDoNothing();
  for (const id of siteIds) {
    const last30 = rows.filter((r) => r.websiteId === id).slice(-30).reduce((n, r) => n + (r.visitors ?? 0), 0);
    await db.update(websites).set({ monthlyVisits: last30 }).where(eq(websites.id, id));
  }
}
