import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startPortal } from '../src/server/test/process';
import { ADMIN } from './fixtures';

/**
 * One portal for the browser specs: `npm start` on a free port with a temporary DATA_DIR
 * (and, when TEST_DATABASE_URL is set, a fresh PostgreSQL database of its own).
 */
export default async function globalSetup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-e2e-'));
  // Every spec signs up its own accounts from one address: lift the per-address sign-up limit.
  const env: Record<string, string> = { DATA_DIR: dataDir, SEED_DEMO: '0', ADMIN_EMAILS: ADMIN.email, SIGNUP_RATE_LIMIT: '1000',
    // No uptime checks of the specs' made-up domains; analytics rolled up every 2 seconds.
    MONITOR: '0',
    ANALYTICS_ROLLUP_S: '2',
  };
  const base = process.env.TEST_DATABASE_URL;
  let dbName: string | undefined;
  if (base) {
    dbName = `sp_e2e_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database "${dbName}"`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
  }
  const portal = await startPortal(env, { viaNpmStart: true, timeoutMs: 180_000 });
  process.env.E2E_BASE_URL = portal.url;

  return async () => {
    portal.child.kill('SIGTERM');
    await portal.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (base && dbName) {
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`drop database if exists "${dbName}" with (force)`);
      await admin.end();
    }
  };
}
