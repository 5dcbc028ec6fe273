// PostgreSQL (DATABASE_URL): the pool, migrations under a session lock, COPY and the LISTEN connection.
// A module of its own, imported only when DATABASE_URL is set: the embedded database never loads pg.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Logger } from 'pino';
import { copyStatement, type Database, type Db, MIGRATION_LOCK, migrationsFolder, type NotificationHandlers } from './client';
import * as schema from './schema';

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
    copyRows: async (table, columns, rows) => {
      const connection = await pool.connect();
      try {
        const stream = connection.query(copyFrom(copyStatement(table, columns, 'stdin')));
        await pipeline(Readable.from([rows]), stream);
      } catch (err) {
        connection.release(err as Error);
        throw err;
      }
      connection.release();
    },
    listen: (channel, handlers) => listenPostgres(url, channel, handlers, log),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

const LISTEN_RETRY_MAX_MS = 5_000;

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to other queries). When it breaks (a
 * restart, a network cut, an idle timeout), `live(false)` is said at once and it reconnects with a growing
 * delay; TCP keep-alive notices a silently dead peer.
 */
async function listenPostgres(url: string, channel: string, handlers: NotificationHandlers, log?: Logger): Promise<() => Promise<void>> {
  if (!/^\w+$/.test(channel)) throw new Error(`listen: bad channel ${channel}`);
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = 100;

  const connect = async () => {
    const attempt = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (client === attempt) {
        client = null;
        handlers.live(false);
        if (!stopped) log?.warn({ err: err && { message: err.message, code: (err as any).code } }, 'database change feed lost; reconnecting');
      }
      attempt.end().catch(() => {});
      if (!stopped) {
        retry = setTimeout(() => void connect(), delay);
        retry.unref();
        delay = Math.min(delay * 2, LISTEN_RETRY_MAX_MS);
      }
    };
    attempt.on('error', onLost);
    attempt.on('end', () => onLost());
    attempt.on('notification', (msg) => {
      if (msg.channel === channel) handlers.message(msg.payload ?? '');
    });
    try {
      await attempt.connect();
      await attempt.query(`LISTEN "${channel}"`);
    } catch (err) {
      onLost(err as Error);
      return;
    }
    if (stopped || lost) {
      attempt.end().catch(() => {});
      return;
    }
    client = attempt;
    delay = 100;
    handlers.live(true);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = null;
    if (current) await current.end().catch(() => {});
  };
}
