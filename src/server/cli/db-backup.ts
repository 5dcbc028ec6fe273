import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { CliError, defaultBackupFile } from './db-dump';
import { backupPglite } from './db-dump-pglite';
import { backupPostgres } from './db-dump-postgres';

// `npm run db:backup -- [file]`: the configured database into one file (default: DATA_DIR/backups/…),
// whose path is printed. PostgreSQL (DATABASE_URL) through pg_dump, at any time; the embedded
// database as a copy of its data folder, only while the portal is stopped.
const usage = 'Usage: npm run db:backup -- [file]';

async function main(): Promise<string> {
  const args = process.argv.slice(2);
  if (args.some((a) => a.startsWith('-')) || args.length > 1) throw new CliError(usage);
  const config = loadConfig();
  const kind = config.DATABASE_URL ? 'postgres' : 'pglite';
  const file = args[0] ? path.resolve(args[0]) : defaultBackupFile(config.DATA_DIR, kind);
  if (config.DATABASE_URL) await backupPostgres(config.DATABASE_URL, file);
  else await backupPglite(config.DATA_DIR, file);
  return file;
}

main().then(
  (file) => {
    console.log(file);
    process.exit(0);
  },
  (err) => {
    console.error(err instanceof CliError || err instanceof ConfigError ? err.message : `The backup failed: ${err instanceof Error ? err.message : err}`);
    process.exit(err instanceof CliError && err.message === usage ? 2 : 1);
  },
);
