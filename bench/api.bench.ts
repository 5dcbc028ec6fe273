// API throughput: GET /api/websites (50 websites) and GET /api/payments (200 payments), authenticated,
// 50 connections, against a bare node:http server answering the same bytes — on PGlite and PostgreSQL, with the
// read cache (the default) and without it.
import path from 'node:path';
import { type PortalProcess, startPortal } from '../src/server/test/process';
import { openPglite } from '../src/server/db/client';
import { openPostgres } from '../src/server/db/postgres';
import { payments, users, websites } from '../src/server/db/schema';
import { hashPassword } from '../src/server/lib/crypto';
import { bareServer, fmt, load, onBothDatabases, rssMb } from './lib';

/** Straight into the database before the server starts: one client with 50 websites and 200 payments. */
async function seedDatabase(env: Record<string, string>) {
  const database = env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : await openPglite(path.join(env.DATA_DIR, 'pglite'));
  try {
    await database.migrate();
    const { db } = database;
    const [user] = await db
      .insert(users)
      .values({ email: 'bench@example.com', passwordHash: await hashPassword('benchmark-pass'), firstName: 'B', lastName: 'M' })
      .returning();
    const sites = await db
      .insert(websites)
      .values(Array.from({ length: 50 }, (_, i) => ({ userId: user.id, name: `Site ${i}`, domain: `site-${i}.example`, deploymentUrl: `https://site-${i}.example`, hostingPrice: '20.00', domainPrice: '12.00' })))
      .returning();
    const now = Date.now();
    await db.insert(payments).values(
      Array.from({ length: 200 }, (_, i) => ({
        userId: user.id,
        websiteId: sites[i % 50].id,
        type: i % 2 ? ('domain' as const) : ('hosting' as const),
        description: `Payment ${i}`,
        amount: i % 2 ? '12.00' : '20.00',
        status: i % 3 ? ('paid' as const) : ('pending' as const),
        dueDate: new Date(now - i * 86_400_000),
      })),
    );
  } finally {
    await database.close();
  }
}

async function login(portal: PortalProcess) {
  const res = await fetch(`${portal.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'bench@example.com', password: 'benchmark-pass' }) });
  return { authorization: `Bearer ${(await res.json()).token}` };
}

/** The lists as a client reads them again and again (the read cache serving), then with the cache off (every read queries). */
const variants: { name: string; env: Record<string, string> }[] = [
  { name: 'cached', env: {} },
  { name: 'no cache', env: { READ_CACHE_MS: '0' } },
];

async function measure(label: string, env: Record<string, string>) {
  await seedDatabase(env);
  for (const variant of variants) {
    const portal = await startPortal({ SEED_DEMO: '0', LOG_LEVEL: 'warn', JOBS: '0', ...env, ...variant.env });
    try {
      const auth = await login(portal);
      const idle = rssMb(portal.child.pid!);
      for (const [route, expectCount] of [['/api/websites', 50], ['/api/payments', 200]] as const) {
        const res = await fetch(`${portal.url}${route}`, { headers: auth });
        const body = await res.text();
        if (JSON.parse(body).length !== expectCount) throw new Error(`${route}: expected ${expectCount} records`);
        const bare = await bareServer(body);
        try {
          const base = await load(bare.url);
          const mine = await load(`${portal.url}${route}`, { headers: auth });
          if (mine.errors || mine.non2xx) throw new Error(`${route}: ${mine.errors} errors, ${mine.non2xx} non-2xx`);
          console.log(
            `${label.padEnd(10)} ${variant.name.padEnd(8)} ${route.padEnd(14)} portal ${fmt(mine.rps).padStart(6)} req/s (p99 ${mine.p99} ms)  bare ${fmt(base.rps).padStart(6)} req/s  ratio ${fmt(mine.rps / base.rps, 2)}`,
          );
        } finally {
          await bare.close();
        }
      }
      console.log(`${label.padEnd(10)} ${variant.name.padEnd(8)} server RSS: after start-up and seeding ${fmt(idle)} MB, after the load ${fmt(rssMb(portal.child.pid!))} MB`);
    } finally {
      portal.child.kill('SIGTERM');
      await portal.exited;
    }
  }
}

await onBothDatabases(measure);
