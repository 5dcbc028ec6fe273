import fs from 'node:fs';
import path from 'node:path';

/** A refusal or a failure the operator can act on: printed as it is, without a stack. */
export class CliError extends Error {}

export type BackupFormat = 'pglite' | 'pg-custom' | 'pg-sql';
export type DatabaseKind = 'pglite' | 'postgres';

/** What a backup file holds, from its first bytes (never from its name). */
export function detectFormat(file: string): BackupFormat | null {
  const fd = fs.openSync(file, 'r');
  const head = Buffer.alloc(512);
  let n: number;
  try {
    n = fs.readSync(fd, head, 0, head.length, 0);
  } finally {
    fs.closeSync(fd);
  }
  const bytes = head.subarray(0, n);
  if (bytes.subarray(0, 5).toString('latin1') === 'PGDMP') return 'pg-custom';
  // PGlite's data-dir dump: a gzipped tarball, or a plain one ("ustar" at offset 257).
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) return 'pglite';
  if (bytes.subarray(257, 262).toString('latin1') === 'ustar') return 'pglite';
  const text = bytes.toString('utf8');
  if (/^(--|SET |\\restrict |CREATE |BEGIN)/m.test(text) && text.includes('PostgreSQL database dump')) return 'pg-sql';
  return null;
}

const stamp = (d: Date) => d.toISOString().replace(/\.\d+Z$/, 'Z').replace(/[-:]/g, '').replace('T', '-');

/** DATA_DIR/backups/portal-<kind>-<UTC time>.<ext>, never one that exists already. */
export function defaultBackupFile(dataDir: string, kind: DatabaseKind, now = new Date()): string {
  const dir = path.resolve(dataDir, 'backups');
  const ext = kind === 'pglite' ? 'tar.gz' : 'dump';
  const base = `portal-${kind}-${stamp(now)}`;
  for (let i = 1; ; i++) {
    const file = path.join(dir, `${base}${i === 1 ? '' : `-${i}`}.${ext}`);
    if (!fs.existsSync(file)) return file;
  }
}

/**
 * Writes through a temporary file beside the target and renames it at the end, so a backup that
 * fails half-way never leaves a file that looks complete.
 */
export async function writeAtomically(file: string, write: (partial: string) => Promise<void>): Promise<void> {
  if (fs.existsSync(file)) throw new CliError(`${file} exists already: choose another file name, or move that file away first.`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  try {
    await write(partial);
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/** The portal's tables that hold at least one row (an empty or only migrated database has none). */
export async function tablesWithRows(query: (sql: string) => Promise<Record<string, unknown>[]>): Promise<string[]> {
  const tables = await query(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
  );
  const filled: string[] = [];
  for (const { name } of tables) {
    const quoted = `"${String(name).replaceAll('"', '""')}"`;
    const [row] = await query(`select exists (select 1 from public.${quoted}) as filled`);
    if (row?.filled === true || row?.filled === 't') filled.push(String(name));
  }
  return filled;
}

export function notEmptyMessage(where: string, filled: string[]): string {
  const some = filled.slice(0, 5).join(', ') + (filled.length > 5 ? ', …' : '');
  return (
    `${where} is not empty: ${filled.length} table${filled.length === 1 ? ' has' : 's have'} rows (${some}). ` +
    'Restoring replaces everything in it. Run the command again with --force to do that.'
  );
}
