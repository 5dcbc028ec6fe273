// Beacons per second that POST /api/collect accepts, against a bare Fastify route on the same machine,
// and a check that none was lost: after the rollup, page views equal the accepted beacons.
import path from 'node:path';
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { openPglite, openPostgres } from '../src/server/db/client';
import { users, websites } from '../src/server/db/schema';
import { hashPassword } from '../src/server/lib/crypto';
import { startPortal } from '../src/server/test/process';
import { fmt, load, onBothDatabases } from './lib';

const beacon = JSON.stringify({ site: 'bench.example', url: 'https://bench.example/page', referrer: 'https://search.example/' });
const headers = { 'content-type': 'text/plain', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0' };

async function bareFastify() {
  const app = Fastify();
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_r, body, done) => done(null, body));
  app.post('/collect', async (request, reply) => {
    JSON.parse(String(request.body));
    return reply.status(202).send();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/collect`, close: () => app.close() };
}

async function measure(label: string, env: Record<string, string>) {
  const database = env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : await openPglite(path.join(env.DATA_DIR, 'pglite'));
  await database.migrate();
  const [user] = await database.db.insert(users).values({ email: 'collect@example.com', passwordHash: await hashPassword('benchmark-pass') }).returning();
  await database.db.insert(websites).values({ userId: user.id, name: 'Bench', domain: 'bench.example' });
  await database.close();
  const portal = await startPortal({ SEED_DEMO: '0', LOG_LEVEL: 'warn', JOBS: '0', COLLECT_RATE_LIMIT: '100000000', ...env });
  const bare = await bareFastify();
  let accepted = 0;
  try {
    const base = await load(bare.url, { method: 'POST', headers, body: beacon });
    const mine = await load(`${portal.url}/api/collect`, { method: 'POST', headers, body: beacon });
    accepted = mine.ok;
    console.log(`${label.padEnd(10)} /api/collect ${fmt(mine.rps).padStart(6)} beacons/s (p99 ${mine.p99} ms)  bare Fastify ${fmt(base.rps).padStart(6)} req/s  ratio ${fmt(mine.rps / base.rps, 2)}  (${accepted} accepted, ${mine.non2xx} refused)`);
  } finally {
    await bare.close();
    portal.child.kill('SIGTERM');
    await portal.exited;
  }
  // No event lost: every beacon the server said 202 to is in the events table after shutdown's flush.
  const check = env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : await openPglite(path.join(env.DATA_DIR, 'pglite'));
  const { sql } = await import('drizzle-orm');
  const rows = (await check.db.execute(sql`select count(*)::int as n from analytics_events`)) as unknown as { rows: { n: number }[] };
  const stored = rows.rows[0].n;
  // autocannon does not count the requests still in flight when it stops, so a few more may be stored.
  console.log(`${label.padEnd(10)} events stored ${stored}, accepted ${accepted}: ${stored >= accepted ? 'none lost' : `${accepted - stored} LOST`}`);
  await check.close();
}

await onBothDatabases(measure);
