import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { CliError, notEmptyMessage, tablesWithRows, writeAtomically } from './db-dump';

/**
 * The URL without its password, which travels in PGPASSWORD instead: a password on a command
 * line is visible to every user of the machine (ps).
 */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv; name: string } {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (parsed.password) {
    env.PGPASSWORD = decodeURIComponent(parsed.password);
    parsed.password = '';
  }
  return { dbname: parsed.toString(), env, name: decodeURIComponent(parsed.pathname.slice(1)) || '(default)' };
}

interface Run {
  code: number | null;
  stderr: string;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += d));
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new CliError(`${command} was not found. Install the PostgreSQL client tools (apt-get install postgresql-client), of the server's major version or newer.`)
          : err,
      ),
    );
    child.on('close', (code) => resolve({ code, stderr: stderr.trim() }));
  });
}

function tailOf(file: string): string {
  const size = fs.statSync(file).size;
  const fd = fs.openSync(file, 'r');
  try {
    const buf = Buffer.alloc(Math.min(size, 4096));
    fs.readSync(fd, buf, 0, buf.length, size - buf.length);
    return buf.toString('utf8');
  } finally {
    fs.closeSync(fd);
  }
}

/** pg_dump in its custom format (compressed; pg_restore reads it), without owners or grants. */
export async function backupPostgres(url: string, file: string): Promise<void> {
  const { dbname, env } = connection(url);
  await writeAtomically(file, async (partial) => {
    const out = await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${dbname}`], env);
    if (out.code !== 0) throw new CliError(`pg_dump failed: ${out.stderr || `exit code ${out.code}`}`);
  });
}

// Empties the portal's schemas in the restore's own transaction: if anything fails, nothing changed.
const EMPTY_SCHEMAS = `
do $$
declare r record;
begin
  for r in select format('%I.%I', schemaname, matviewname) as n from pg_matviews where schemaname = 'public' loop
    execute 'drop materialized view if exists ' || r.n || ' cascade';
  end loop;
  for r in select format('%I.%I', schemaname, viewname) as n from pg_views where schemaname = 'public' loop
    execute 'drop view if exists ' || r.n || ' cascade';
  end loop;
  for r in select format('%I.%I', schemaname, tablename) as n from pg_tables where schemaname = 'public' loop
    execute 'drop table if exists ' || r.n || ' cascade';
  end loop;
  for r in select format('%I.%I', sequence_schema, sequence_name) as n from information_schema.sequences where sequence_schema = 'public' loop
    execute 'drop sequence if exists ' || r.n || ' cascade';
  end loop;
  for r in select p.oid::regprocedure::text as n from pg_proc p where p.pronamespace = 'public'::regnamespace loop
    execute 'drop routine if exists ' || r.n || ' cascade';
  end loop;
  for r in select format('%I.%I', n.nspname, t.typname) as n from pg_type t join pg_namespace n on n.oid = t.typnamespace
           where n.nspname = 'public' and t.typtype in ('e', 'd', 'c', 'r') and (t.typrelid = 0 or (select relkind from pg_class where oid = t.typrelid) = 'c') loop
    execute 'drop type if exists ' || r.n || ' cascade';
  end loop;
end $$;
drop schema if exists drizzle cascade;
`;

/**
 * Restores a pg_dump file (custom format through pg_restore, or plain SQL) with psql in one
 * transaction that first empties the database. Refused while other sessions use the database (a
 * running portal), and for a database with rows unless `force`.
 */
export async function restorePostgres(url: string, file: string, format: 'pg-custom' | 'pg-sql', force: boolean): Promise<void> {
  const { dbname, env, name } = connection(url);
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (err) {
    throw new CliError(`Could not connect to the database: ${(err as Error).message}`);
  }
  try {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    if (rows[0].n > 0) {
      throw new CliError(
        `${rows[0].n} other session${rows[0].n === 1 ? ' is' : 's are'} connected to the database ${name}: is the portal running? ` +
          'Stop every process that uses it, then run this command again.',
      );
    }
    const filled = await tablesWithRows(async (sql) => (await client.query(sql)).rows);
    if (filled.length && !force) throw new CliError(notEmptyMessage(`The database ${name}`, filled));
  } finally {
    await client.end();
  }

  if (format === 'pg-sql' && !tailOf(file).includes('PostgreSQL database dump complete')) {
    throw new CliError(`${file} is not a complete SQL dump (pg_dump ends its dumps with "PostgreSQL database dump complete"). Nothing was changed.`);
  }
  let script = file;
  let scratch: string | null = null;
  try {
    if (format === 'pg-custom') {
      // The whole file is turned into SQL first: a damaged dump must fail here, before psql could
      // commit the part that was readable.
      scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-restore-'));
      script = path.join(scratch, 'restore.sql');
      const converted = await run('pg_restore', ['--no-owner', '--no-privileges', `--file=${script}`, file], env);
      if (converted.code !== 0) throw new CliError(`pg_restore could not read ${file}: ${converted.stderr || `exit code ${converted.code}`}. Nothing was changed.`);
    }
    const psql = ['--no-psqlrc', '--quiet', '--single-transaction', '--set=ON_ERROR_STOP=1', `--command=${EMPTY_SCHEMAS}`, `--file=${script}`, `--dbname=${dbname}`];
    const result = await run('psql', psql, env);
    if (result.code !== 0) throw new CliError(`The restore failed and was rolled back, nothing was changed: ${result.stderr || `psql exit code ${result.code}`}`);
  } finally {
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  }
}
