import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
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
  /**
   * Follows one notification channel (LISTEN) until the returned function is called. `live(false)` says
   * notifications may be missed from now on (the listening connection broke; it reconnects by itself),
   * `live(true)` that they are followed again; the first `live(true)` comes before this resolves, unless
   * the database cannot be reached yet.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  /**
   * Appends rows with COPY, the cheapest way in (about half the cost per row of an INSERT … SELECT on the
   * embedded database). `rows` are tab-separated lines in COPY's text format: see `copyLine()`.
   */
  copyRows(table: string, columns: readonly string[], rows: string): Promise<void>;
  close(): Promise<void>;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
export const copyStatement = (table: string, columns: readonly string[], from: string) => {
  for (const name of [table, ...columns]) if (!IDENTIFIER.test(name)) throw new Error(`copyRows: bad identifier ${name}`);
  return `copy "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) from ${from}`;
};

const COPY_SPECIAL = /[\\\t\n\r]/g;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** One row of COPY's text format: fields escaped, null as \N, ending in a newline. */
export function copyLine(fields: readonly (string | number | null)[]): string {
  let line = '';
  for (let i = 0; i < fields.length; i++) {
    const v = fields[i];
    if (i) line += '\t';
    line += v === null ? '\\N' : typeof v === 'number' ? String(v) : v.replace(COPY_SPECIAL, (c) => COPY_ESCAPES[c]);
  }
  return `${line}\n`;
}

export interface NotificationHandlers {
  message(payload: string): void;
  live(isLive: boolean): void;
}

export const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));
// Any constant: serialises migrations when several processes start against one server.
export const MIGRATION_LOCK = 7_140_221;

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
    // One connection, in this process: a notification is delivered with the answer to the COMMIT that
    // caused it, before the writer goes on.
    copyRows: async (table, columns, rows) => {
      await client.query(copyStatement(table, columns, `'/dev/blob'`), [], { blob: new Blob([rows]) });
    },
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, handlers.message);
      handlers.live(true);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
