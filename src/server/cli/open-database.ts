import path from 'node:path';
import type { Config } from '../config';
import { type Database, openPglite } from '../db/client';
import { lockDataDir } from '../lib/data-dir-lock';

/** The configured database for a command-line tool (the embedded one locked against a running server). */
export async function openConfiguredDatabase(config: Config): Promise<{ database: Database; release: () => void }> {
  if (config.DATABASE_URL) {
    const { openPostgres } = await import('../db/postgres');
    return { database: openPostgres(config.DATABASE_URL), release: () => {} };
  }
  const release = lockDataDir(config.DATA_DIR);
  return { database: await openPglite(path.join(config.DATA_DIR, 'pglite')), release };
}
