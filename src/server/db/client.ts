import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Logger } from 'pino';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle or the database itself: repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** True when the database answers a trivial query within the timeout. */
  ping(timeoutMs?: number): Promise<boolean>;
  /** Applies the committed SQL migrations (drizzle/), once, even with several processes starting. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));
// Any constant: serialises migrations when several processes start against one server.
const MIGRATION_LOCK = 7_140_221;

// PGlite's defaults size shared buffers for a server; a portal process needs far less.
const pgliteSettings = ['shared_buffers=16MB'];

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create({ dataDir, postgresqlconf: pgliteSettings });
  return wrapPglite(client);
}

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    ping: async () => {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    migrate: () => migratePglite(db as any, { migrationsFolder }),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

export function openPostgres(url: string, log?: Logger): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30_000 });
  // An idle client whose server went away emits 'error' on the pool; without a listener
  // that would crash the process. The pool drops the client and makes a new one later.
  pool.on('error', (err) => log?.warn({ err: { message: err.message, code: (err as any).code } }, 'database connection lost'));
  // The pool listens only to idle clients: one checked out (a transaction between its queries) whose
  // server ends it (a restart's "terminating connection", code 57P01) would emit an unhandled 'error'
  // and crash the process. Its pending queries are rejected either way, so listening is enough.
  pool.on('connect', (client) => {
    client.on('error', (err) => log?.warn({ err: { message: err.message, code: (err as any).code } }, 'database connection lost'));
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  let closed = false;
  return {
    kind: 'postgres',
    db,
    ping: async (timeoutMs = 2000) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
        });
        await Promise.race([db.execute(sql`select 1`), timeout]);
        return true;
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
    migrate: async () => {
      // A dedicated connection holds a session lock for the whole run.
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => {});
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrateNodePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.end();
      }
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
