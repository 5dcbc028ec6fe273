import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { CliError, detectFormat } from './db-dump';
import { restorePglite } from './db-dump-pglite';
import { restorePostgres } from './db-dump-postgres';

// `npm run db:restore -- <file> [--force]`: a file made by db:backup into the configured database.
// Refused while the portal uses it; a database that has rows is replaced only with --force.
const usage = 'Usage: npm run db:restore -- <file> [--force]';

async function main(): Promise<string> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((a) => a !== '--force');
  if (files.length !== 1 || files[0].startsWith('-')) throw new CliError(usage);
  const file = path.resolve(files[0]);
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new CliError(`No backup file at ${file}`);
  const config = loadConfig();
  const format = detectFormat(file);
  if (!format) throw new CliError(`${file} is not a backup made by npm run db:backup (neither an embedded-database tarball nor a pg_dump file).`);
  if (config.DATABASE_URL) {
    if (format === 'pglite') {
      throw new CliError(`${file} is a backup of an embedded database; restore it without DATABASE_URL (into a DATA_DIR), not into PostgreSQL.`);
    }
    await restorePostgres(config.DATABASE_URL, file, format, force);
    return `Restored ${file} into the PostgreSQL database. Start the portal: migrations newer than the backup apply at start.`;
  }
  if (format !== 'pglite') {
    throw new CliError(`${file} is a PostgreSQL dump; restore it with DATABASE_URL set to the PostgreSQL database to fill.`);
  }
  const { replaced } = await restorePglite(config.DATA_DIR, file, force);
  return [
    `Restored ${file} into the embedded database in ${path.resolve(config.DATA_DIR, 'pglite')}.`,
    ...(replaced ? [`The database it replaced is kept in ${replaced}; delete that folder once you no longer need it.`] : []),
    'Start the portal: migrations newer than the backup apply at start.',
  ].join('\n');
}

main().then(
  (message) => {
    console.log(message);
    process.exit(0);
  },
  (err) => {
    console.error(err instanceof CliError || err instanceof ConfigError ? err.message : `The restore failed: ${err instanceof Error ? err.message : err}`);
    process.exit(err instanceof CliError && err.message === usage ? 2 : 1);
  },
);
