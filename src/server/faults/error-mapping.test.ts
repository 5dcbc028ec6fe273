import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import type { Database } from '../db/client';
import { createUser, type TestUser } from '../test/factories';
import { freshDatabase } from '../test/test-app';

/**
 * What the fuzzing and the outage tests found, pinned down: text the database cannot store is a 400
 * (or made storable), a database that cannot be reached is a 503 the client may retry, anything else
 * unexpected a 500 that says nothing about the inside.
 */
let app: FastifyInstance;
let database: Database;
let dataDir: string;
let client: TestUser;
const failures: Record<string, () => Error> = {
  restart: () => new DrizzleQueryError('select 1', [], Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })),
  refused: () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
  cut: () => new DrizzleQueryError('select 1', [], new Error('Connection terminated unexpectedly')),
  pool: () => new Error('timeout exceeded when trying to connect'),
  nul: () => new DrizzleQueryError('insert', ['a\u0000b'], Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' })),
  bug: () => new TypeError("Cannot read properties of undefined (reading 'id') at /work/src/x.ts:1:1"),
};

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-errors-'));
  ({ database } = await freshDatabase());
  app = await buildApp({ config: testConfig({ DATA_DIR: dataDir }), database, clientDir: path.join(dataDir, 'no-client') });
  app.get('/test/fail/:kind', async (request) => {
    throw failures[(request.params as { kind: string }).kind]();
  });
  await app.ready();
  client = await createUser({ app, database, config: app.ctx.config, dataDir, close: async () => {} });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the error shape of unexpected failures', () => {
  it('answers 503 with a retry hint while the database cannot be reached', async () => {
    for (const kind of ['restart', 'refused', 'cut', 'pool']) {
      const res = await app.inject({ url: `/test/fail/${kind}` });
      expect(res.statusCode, kind).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ message: 'The service is temporarily unavailable. Please try again in a moment.' });
    }
  });

  it('answers 400 for text the database cannot store, and a bare 500 for anything else', async () => {
    const nul = await app.inject({ url: '/test/fail/nul' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({ message: 'Text must not contain NUL characters' });
    const bug = await app.inject({ url: '/test/fail/bug' });
    expect(bug.statusCode).toBe(500);
    expect(bug.json()).toEqual({ message: 'Internal server error' });
  });
});

describe('text the database cannot store', () => {
  it('refuses a NUL character anywhere in the input, naming the field, before anything is written', async () => {
    const contact = { name: 'Nul', email: 'nul@example.com', service: 'Website', budget: '1k', timeline: 'Soon', message: 'Hello\u0000 there, friends.' };
    const res = await app.inject({ method: 'POST', url: '/api/contact', payload: contact });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Text must not contain NUL characters', errors: { message: 'Must not contain a NUL character' } });
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a\u0000@example.com', password: 'whatever it is' } });
    expect(login.statusCode).toBe(400);
    const nested = await app.inject({ method: 'POST', url: '/api/ai/chat', headers: client.headers, payload: { message: 'Hi', context: { conversationHistory: [{ role: 'user', content: 'x\u0000' }] } } });
    expect(nested.json().errors).toEqual({ 'context.conversationHistory.0.content': 'Must not contain a NUL character' });
    const query = await app.inject({ url: '/api/login?returnTo=%00', headers: client.headers });
    expect(query.statusCode).toBe(400);
    expect((await app.inject({ url: '/api/admin/enquiries', headers: client.headers })).statusCode).toBe(403);
  });

  it('stores a lone surrogate (a character cut in half) as U+FFFD, in text and JSON columns alike', async () => {
    // JSON.stringify writes lone surrogates as \u escapes, as a browser does; a JSON column refuses those.
    const res = await app.inject({
      method: 'POST',
      url: '/api/service-orders',
      headers: { ...client.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ serviceType: 'logo', title: 'Logo \uD83D', description: 'A logo for the surrogate test.', requirements: { timeline: 'standard', budget: 'standard', contactEmail: 'a@example.com', companyName: '\uDFFFCo' } }),
    });
    expect(res.statusCode).toBe(201);
    const [order] = (await app.inject({ url: '/api/service-orders', headers: client.headers })).json();
    expect(order.title).toBe('Logo \uFFFD');
    expect(order.requirements.companyName).toBe('\uFFFDCo');
  });
});
