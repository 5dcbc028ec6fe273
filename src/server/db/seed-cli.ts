import { loadConfig } from '../config';
import { siteStorageFor } from '../context';
import { openConfiguredDatabase } from '../cli/open-database';
import { demoLogins, seedDemoIfEmpty } from './seed';

// `npm run seed`: the demo studio on request, also into a DATABASE_URL database.
const config = loadConfig();
const { database, release } = await openConfiguredDatabase(config);
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
