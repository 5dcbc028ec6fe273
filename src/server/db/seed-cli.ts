import path from 'node:path';
import { loadConfig } from '../config';
import { siteStorageFor } from '../context';
import { lockDataDir } from '../lib/data-dir-lock';
import { type Database, openPglite, openPostgres } from './client';
import { demoLogins, seedDemoIfEmpty } from './seed';

// `npm run seed`: the demo studio on request, also into a DATABASE_URL database.
const config = loadConfig();
let database: Database;
let release = () => {};
if (config.DATABASE_URL) database = openPostgres(config.DATABASE_URL);
else {
  release = lockDataDir(config.DATA_DIR);
  database = await openPglite(path.join(config.DATA_DIR, 'pglite'));
}
try {
  await database.migrate();
  const seeded = await seedDemoIfEmpty(database.db, siteStorageFor(config));
  console.log(
    seeded
      ? `Seeded the demo studio. Logins:\n${demoLogins.map((l) => `  ${l.role.padEnd(6)} ${l.email} / ${l.password}`).join('\n')}`
      : 'The database already has accounts; nothing seeded.',
  );
} finally {
  await database.close();
  release();
}
