// Two servers on one PostgreSQL database (two apps, each with its own pool and change feed): a change made
// through one is seen by the other's caches at once, and a broken feed turns the caches off until it is back.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openPostgres } from '../db/postgres';
import { websitesRepository } from '../features/websites/websites.repository';
import { freshDatabase } from '../test/test-app';
import { OWNER_CHANGES_CHANNEL } from './owner-changes';

const cleanups: (() => Promise<unknown>)[] = [];
let url: string;
let one: FastifyInstance;
let two: FastifyInstance;

async function server(databaseUrl: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-feed-'));
  const database = openPostgres(databaseUrl);
  // Long-lived caches: whatever is seen fresh came through the change feed.
  const config = testConfig({ DATA_DIR: dataDir, READ_CACHE_MS: '60000', SESSION_CACHE_MS: '60000' });
  const app = await buildApp({ config, database, clientDir: path.join(dataDir, 'no-client') });
  await app.ready();
  cleanups.push(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return app;
}

beforeAll(async () => {
  const fresh = await freshDatabase();
  await fresh.database.close();
  url = fresh.url!;
  [one, two] = [await server(url), await server(url)];
});
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function signUp(app: FastifyInstance) {
  const { token } = await app.ctx.services.auth.signup({ email: `feed.${Date.now()}.${Math.random()}@example.com`, password: 'correct horse battery', firstName: 'F', lastName: 'D', websiteUrl: 'example.com' });
  return { authorization: `Bearer ${token}` };
}
const names = async (app: FastifyInstance, headers: Record<string, string>) =>
  ((await app.inject({ url: '/api/websites', headers })).json() as { name: string }[]).map((w) => w.name).sort();
const addSite = async (app: FastifyInstance, headers: Record<string, string>, name: string) => {
  const res = await app.inject({ method: 'POST', url: '/api/websites', headers, payload: { name, domain: `${name.toLowerCase().replace(/\W/g, '-')}.example` } });
  expect(res.statusCode).toBe(201);
};

describe('the change feed on PostgreSQL', () => {
  it("drops another server's cached list and session when a change is made through this one", async () => {
    const client = await signUp(one);
    await addSite(one, client, 'First Site');
    expect(await names(two, client)).toEqual(['First Site']);
    await addSite(one, client, 'Second Site');
    await vi.waitFor(async () => expect(await names(two, client)).toEqual(['First Site', 'Second Site']), { timeout: 3000 });
    // Signing out on one server ends the session on the other too.
    expect((await one.inject({ method: 'POST', url: '/api/auth/logout', headers: client })).statusCode).toBe(204);
    await vi.waitFor(async () => expect((await two.inject({ url: '/api/websites', headers: client })).statusCode).toBe(401), { timeout: 3000 });
  });

  it('serves from the database while its feed connection is down, and caches again once it is back', async () => {
    const client = await signUp(one);
    await addSite(one, client, 'Feed Site');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    cleanups.push(() => admin.end());
    const listens = vi.spyOn(websitesRepository, 'listByOwner');
    try {
      // Cached once the notifications of the set-up's own writes have arrived.
      await vi.waitFor(
        async () => {
          await names(two, client);
          listens.mockClear();
          await names(two, client);
          expect(listens).toHaveBeenCalledTimes(0);
        },
        { timeout: 3000 },
      );
      // Cut every change-feed connection of this database (as a restart or a network cut would).
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike $1 and pid <> pg_backend_pid()`, [`LISTEN "${OWNER_CHANGES_CHANNEL}"`]);
      await vi.waitFor(() => expect(two.ctx.changes.live).toBe(false), { timeout: 3000 });
      await names(two, client);
      await names(two, client);
      expect(listens.mock.calls.length).toBeGreaterThanOrEqual(2);
      // It reconnects by itself; then a change through the other server is seen again through it.
      await vi.waitFor(() => expect(two.ctx.changes.live && one.ctx.changes.live).toBe(true), { timeout: 5000 });
      expect(await names(two, client)).toEqual(['Feed Site']);
      await addSite(one, client, 'After Cut');
      await vi.waitFor(async () => expect(await names(two, client)).toEqual(['After Cut', 'Feed Site']), { timeout: 3000 });
    } finally {
      listens.mockRestore();
    }
  });
});
