import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { wrapPglite } from '../db/client';
import { openPostgres } from '../db/postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: a migrated template database that each test file copies. */
    pgTemplate: string;
    /** PGlite: a migrated data directory tarball that each test file loads. */
    pgliteSnapshot: string;
    runId: string;
  }
}

export function adminUrl(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * Migrates once per run, then every test file starts from a copy: a fresh database of its
 * own (PostgreSQL: CREATE DATABASE ... TEMPLATE; PGlite: a loaded data-dir snapshot).
 */
export default async function setup(project: TestProject) {
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  project.provide('runId', runId);
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const template = `sp_tpl_${runId}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database "${template}"`);
    const database = openPostgres(adminUrl(base, template));
    await database.migrate();
    await database.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteSnapshot', '');
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1`,
        [`sp_%${runId}%`],
      );
      for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
      await admin.end();
    };
  }
  const client = await PGlite.create();
  const database = wrapPglite(client);
  await database.migrate();
  const tarball = await client.dumpDataDir('none');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sp-pglite-')), 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', file);
  project.provide('pgTemplate', '');
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
