import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DataDirLockedError, lockDataDir } from '../lib/data-dir-lock';
import { CliError, notEmptyMessage, tablesWithRows, writeAtomically } from './db-dump';

// The same setting the server opens the embedded database with (db/client.ts).
const settings = ['shared_buffers=16MB'];

const hasDatabase = (dir: string) => fs.existsSync(path.join(dir, 'PG_VERSION'));

/** The DATA_DIR lock, or a refusal that says the portal must be stopped first. */
function lockFor(dataDir: string, doing: string): () => void {
  try {
    return lockDataDir(dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    const pid = /pid (\d+)/.exec(err.message)?.[1];
    throw new CliError(
      `The portal is running on DATA_DIR ${dataDir}${pid ? ` (pid ${pid})` : ''}: the embedded database can only be ${doing} ` +
        'while nothing else uses it. Stop the portal, then run this command again.',
    );
  }
}

const query = (client: PGlite) => async (sql: string) => (await client.query<Record<string, unknown>>(sql)).rows;

/** A copy of DATA_DIR/pglite as a gzipped tarball (PGlite's own data-dir dump). */
export async function backupPglite(dataDir: string, file: string): Promise<void> {
  const dir = path.join(dataDir, 'pglite');
  if (!hasDatabase(dir)) throw new CliError(`There is no embedded database in ${dir} to back up.`);
  const release = lockFor(dataDir, 'backed up');
  try {
    const client = await PGlite.create({ dataDir: dir, postgresqlconf: settings });
    try {
      const tarball = await client.dumpDataDir('gzip');
      await writeAtomically(file, async (partial) => fs.writeFileSync(partial, Buffer.from(await tarball.arrayBuffer())));
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/**
 * Loads a tarball into a staging folder beside DATA_DIR/pglite, checks it opens as the portal's
 * database, then swaps it in with renames. A non-empty database is replaced only with `force`,
 * and is kept beside it (pglite.replaced-<time>) rather than deleted.
 */
export async function restorePglite(dataDir: string, file: string, force: boolean): Promise<{ replaced: string | null }> {
  const target = path.join(dataDir, 'pglite');
  const release = lockFor(dataDir, 'restored');
  const suffix = new Date().toISOString().replace(/[-:.]/g, '');
  const staging = path.join(dataDir, `pglite.restoring-${suffix}`);
  try {
    let targetHasRows = false;
    if (hasDatabase(target)) {
      const current = await PGlite.create({ dataDir: target, postgresqlconf: settings });
      try {
        const filled = await tablesWithRows(query(current));
        targetHasRows = filled.length > 0;
        if (targetHasRows && !force) throw new CliError(notEmptyMessage(`The embedded database in ${target}`, filled));
      } finally {
        await current.close();
      }
    }
    const tarball = new Blob([fs.readFileSync(file)]);
    let loaded: PGlite;
    try {
      loaded = await PGlite.create({ dataDir: staging, loadDataDir: tarball, postgresqlconf: settings });
    } catch (err) {
      throw new CliError(`${file} could not be loaded as an embedded database: ${(err as Error).message}`);
    }
    try {
      const [row] = (await loaded.query<{ users: string | null }>(`select to_regclass('public.users')::text as users`)).rows;
      if (!row?.users) throw new CliError(`${file} holds a database, but not a Studio Portal one (it has no users table).`);
    } finally {
      await loaded.close();
    }
    let replaced: string | null = null;
    if (fs.existsSync(target)) {
      replaced = path.join(dataDir, `pglite.replaced-${suffix}`);
      fs.renameSync(target, replaced);
    }
    fs.renameSync(staging, target);
    // An empty database (new, or only migrated) is not worth keeping.
    if (replaced && !targetHasRows) {
      fs.rmSync(replaced, { recursive: true, force: true });
      replaced = null;
    }
    return { replaced };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    release();
  }
}
