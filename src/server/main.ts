import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { siteStorageFor } from './context';
import { type Database, openPglite } from './db/client';
import { demoLogins, seedDemoIfEmpty } from './db/seed';
import { startScheduler } from './jobs/scheduler';
import { DataDirLockedError, lockDataDir } from './lib/data-dir-lock';
import { loggerOptions } from './logger';

/**
 * A new embedded database is created, migrated and seeded by a short-lived child process: doing that
 * grows PGlite's WebAssembly memory to ~800 MB, which a process never gets back; the server then opens
 * the finished database at its everyday size (under 300 MB). Answers whether it seeded the demo.
 */
function prepareEmbeddedDatabase(): boolean {
  const child = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./cli/prepare-database.ts', import.meta.url))], {
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(`could not create the embedded database (exit ${child.status ?? child.signal})`);
  return child.stdout.includes('seeded');
}

let listening = false;
// A start-up that ends without an error of its own (a dependency calling exit, a wait nothing will end)
// must still say so: silence would leave an operator guessing.
process.on('exit', (code) => {
  if (!listening) process.stderr.write(`Studio Portal stopped during start-up (exit code ${code}).\n`);
});

async function main() {
  const config = loadConfig();
  let releaseLock = () => {};
  let seededNow = false;
  let database: Database;
  const logger = pino(loggerOptions(config) as pino.LoggerOptions);
  if (config.DATABASE_URL) {
    // Loaded only here: a server on the embedded database never loads pg (about 8 MB).
    const { openPostgres } = await import('./db/postgres');
    database = openPostgres(config.DATABASE_URL, logger);
  } else {
    const dataDir = path.join(config.DATA_DIR, 'pglite');
    if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) seededNow = prepareEmbeddedDatabase();
    releaseLock = lockDataDir(config.DATA_DIR);
    database = await openPglite(dataDir);
  }
  process.once('exit', releaseLock);

  await database.migrate();
  const app = await buildApp({ config, database, logger });

  if (database.kind === 'pglite' && config.SEED_DEMO) {
    const seeded = seededNow || (await seedDemoIfEmpty(database.db, siteStorageFor(config)));
    if (seeded) app.log.info('Seeded the demo studio into the new embedded database');
  }

  const scheduler = config.JOBS ? startScheduler(app.ctx) : undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    try {
      scheduler?.stop();
      await app.close();
      await database.close();
    } finally {
      releaseLock();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  listening = true;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const shown = config.PUBLIC_URL ?? `http://localhost:${port}`;
  const lines = [`Studio Portal is running at ${shown} (${database.kind === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL'})`];
  if (database.kind === 'pglite' && config.SEED_DEMO) {
    lines.push('Demo logins:', ...demoLogins.map((l) => `  ${l.role.padEnd(6)} ${l.email} / ${l.password}`));
  }
  console.log(lines.join('\n'));
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('Studio Portal failed to start:', err instanceof Error ? err.message : err);
  }
  process.exit(1);
});
