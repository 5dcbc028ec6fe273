// Beacons per second that POST /api/collect accepts, against a bare Fastify route on the same machine,
// and a check that none was lost: after the rollup, page views equal the accepted beacons.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { openPglite } from '../src/server/db/client';
import { openPostgres } from '../src/server/db/postgres';
import { users, websites } from '../src/server/db/schema';
import { AnalyticsService } from '../src/server/features/analytics/analytics.service';
import { systemClock } from '../src/server/lib/clock';
import { hashPassword } from '../src/server/lib/crypto';
import { startPortal } from '../src/server/test/process';
import { baselineProcess, fmt, load, onBothDatabases } from './lib';

const CONNECTIONS = 50;

const beacon = JSON.stringify({ site: 'bench.example', url: 'https://bench.example/page', referrer: 'https://search.example/' });
const headers = { 'content-type': 'text/plain', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0' };

/** The same route with nothing but Fastify: parse the text/plain body as JSON, answer 202 (in a process of its own). */
async function bareFastify() {
  const bare = await baselineProcess(`import Fastify from 'fastify';
const app = Fastify();
app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_r, body, done) => done(null, body));
app.post('/collect', async (request, reply) => {
  JSON.parse(String(request.body));
  return reply.status(202).send();
});
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(app.server.address().port);`);
  return { url: `${bare.url}/collect`, close: bare.close };
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
    const base = await load(bare.url, { method: 'POST', headers, body: beacon, connections: CONNECTIONS });
    const mine = await load(`${portal.url}/api/collect`, { method: 'POST', headers, body: beacon, connections: CONNECTIONS });
    accepted = mine.ok;
    console.log(`${label.padEnd(10)} /api/collect ${fmt(mine.rps).padStart(6)} beacons/s (p99 ${mine.p99} ms)  bare Fastify ${fmt(base.rps).padStart(6)} req/s  ratio ${fmt(mine.rps / base.rps, 2)}  (${accepted} accepted, ${mine.non2xx} refused)`);
  } finally {
    await bare.close();
    portal.child.kill('SIGTERM');
    await portal.exited;
  }
  // No event lost: every beacon the server said 202 to is stored after shutdown's flush, and counted as a
  // page view by the rollup (run here, on the stopped portal's database, as the scheduler would).
  const check = env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : await openPglite(path.join(env.DATA_DIR, 'pglite'));
  try {
    const count = async (query: ReturnType<typeof sql>) => ((await check.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0].n;
    const stored = await count(sql`select count(*)::int as n from analytics_events`);
    const log = pino({ level: 'silent' });
    await new AnalyticsService({ db: check.db, database: check, clock: systemClock, log, websites: () => { throw new Error('not needed by the rollup'); }, rawDays: 7 }).rollup();
    const pageViews = await count(sql`select coalesce(sum(page_views), 0)::int as n from analytics_daily`);
    // autocannon does not count the requests still in flight when it stops (at most one per connection),
    // so up to that many more may be stored; more than that would be beacons stored twice.
    const ok = stored === pageViews && pageViews >= accepted && pageViews <= accepted + CONNECTIONS;
    const verdict = pageViews < accepted ? `${accepted - pageViews} LOST` : ok ? 'none lost' : 'MISMATCH';
    console.log(`${label.padEnd(10)} events stored ${stored}, rollup page views ${pageViews}, accepted ${accepted}: ${verdict}`);
  } finally {
    await check.close();
  }
}

await onBothDatabases(measure);
