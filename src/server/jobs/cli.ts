import pino from 'pino';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../cli/open-database';
import { loggerOptions } from '../logger';
import { runAllJobs } from './scheduler';

// `npm run jobs -- --once`: every scheduled job now, in order, then exit.
if (!process.argv.includes('--once')) {
  console.error('Usage: npm run jobs -- --once   (the server itself runs the jobs every 10 minutes)');
  process.exit(2);
}
const config = loadConfig();
const logger = pino(loggerOptions(config) as pino.LoggerOptions);
const { database, release } = await openConfiguredDatabase(config);
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
try {
  await database.migrate();
  app = await buildApp({ config, database, logger });
  const results = await runAllJobs(app.ctx);
  for (const r of results) console.log(`${r.name.padEnd(22)} ${r.status}${r.count !== undefined ? ` (${r.count})` : ''}${r.error ? `: ${r.error}` : ''}`);
  process.exitCode = results.some((r) => r.status === 'failed') ? 1 : 0;
} finally {
  // Closing the app also ends its change-feed connection, which would keep the process alive.
  await app?.close();
  await database.close();
  release();
}
