import { ConfigError, loadConfig } from '../config';
import { siteStorageFor } from '../context';
import { seedDemoIfEmpty } from '../db/seed';
import { DataDirLockedError } from '../lib/data-dir-lock';
import { openConfiguredDatabase } from './open-database';

// Run by the server itself (main.ts) in a child process when the embedded database does not exist yet:
// creating it (initdb), migrating and seeding grow PGlite's WebAssembly memory to ~800 MB, which
// WebAssembly never gives back; done here, that memory goes away with this process.
try {
  const config = loadConfig();
  const { database, release } = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    if (config.SEED_DEMO && (await seedDemoIfEmpty(database.db, siteStorageFor(config)))) console.log('seeded');
  } finally {
    await database.close();
    release();
  }
} catch (err) {
  console.error(err instanceof ConfigError || err instanceof DataDirLockedError ? err.message : err);
  process.exitCode = 1;
}
