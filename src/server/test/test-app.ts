import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { type Config, testConfig } from '../config';
import { type Database, wrapPglite } from '../db/client';
import { openPostgres } from '../db/postgres';
import type { Clock } from '../lib/clock';
import { adminUrl } from './global-setup';

let counter = 0;

/** A fresh, migrated database of this test file's own. */
export async function freshDatabase(): Promise<{ database: Database; url?: string }> {
  const base = process.env.TEST_DATABASE_URL;
  const template = inject('pgTemplate');
  if (base && template) {
    const name = `sp_t_${inject('runId')}_${process.pid}_${++counter}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    try {
      await admin.query(`create database "${name}" template "${template}"`);
    } finally {
      await admin.end();
    }
    const url = adminUrl(base, name);
    return { database: openPostgres(url), url };
  }
  const snapshot = fs.readFileSync(inject('pgliteSnapshot'));
  const client = await PGlite.create({ loadDataDir: new Blob([snapshot]) });
  return { database: wrapPglite(client) };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

export async function createTestApp(
  options: { env?: Parameters<typeof testConfig>[0]; clock?: Clock; clientDir?: string } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-data-'));
  const config = testConfig({ DATA_DIR: dataDir, ...options.env });
  const { database } = await freshDatabase();
  const app = await buildApp({ config, database, clock: options.clock, clientDir: options.clientDir ?? path.join(dataDir, 'no-client') });
  await app.ready();
  return {
    app,
    database,
    config,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
