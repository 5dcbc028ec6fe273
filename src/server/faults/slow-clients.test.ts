import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import type { Database } from '../db/client';
import { freshDatabase } from '../test/test-app';

/**
 * Slow clients against a real listening server, with raw sockets: headers sent a byte at a time and
 * bodies trickled in are cut off after their timeouts, an upload that keeps a decent pace is not, and
 * meanwhile normal requests are answered at once. The timeouts are short here; production defaults are
 * 10 s for headers and 30 s for a body (config.ts).
 */
const HEADERS_MS = 600;
const BODY_MS = 900;
const MIN_RATE = 2000; // bytes per second a body must keep up after BODY_MS

let app: FastifyInstance;
let database: Database;
let dataDir: string;
let port: number;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-slow-'));
  ({ database } = await freshDatabase());
  const config = testConfig({
    DATA_DIR: dataDir,
    HEADERS_TIMEOUT_MS: String(HEADERS_MS),
    REQUEST_TIMEOUT_MS: String(BODY_MS),
    BODY_MIN_BYTES_PER_S: String(MIN_RATE),
    KEEP_ALIVE_TIMEOUT_MS: '5000',
  });
  app = await buildApp({ config, database, clientDir: path.join(dataDir, 'no-client') });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A raw connection: what it received, and when it was closed (ms after it opened). */
async function connect() {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((r) => socket.once('connect', r));
  const opened = Date.now();
  let received = '';
  let closedAfter: number | null = null;
  socket.on('data', (d) => (received += d));
  socket.on('error', () => {}); // a reset after the server closed: expected
  const closed = new Promise<number>((resolve) =>
    socket.once('close', () => {
      closedAfter = Date.now() - opened;
      resolve(closedAfter);
    }),
  );
  return {
    socket,
    closed,
    received: () => received,
    isClosed: () => closedAfter !== null,
    /** Writes `text` a few bytes at a time until told to stop or the server closes the connection. */
    trickle: async (text: string, every: number, bytes = 1) => {
      for (let i = 0; i < text.length && closedAfter === null; i += bytes) {
        socket.write(text.slice(i, i + bytes));
        await sleep(every);
      }
    },
  };
}

const timed = async (run: () => Promise<Response>) => {
  const start = Date.now();
  const res = await run();
  await res.arrayBuffer();
  return { status: res.status, ms: Date.now() - start };
};

describe('slow clients', () => {
  it('closes a connection whose headers come a byte at a time, and one that sends nothing', async () => {
    const slow = await connect();
    const silent = await connect();
    void slow.trickle(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'a'.repeat(200)}\r\n\r\n`, 40);
    const [slowClosed, silentClosed] = await Promise.all([slow.closed, silent.closed]);
    expect(slowClosed).toBeGreaterThanOrEqual(HEADERS_MS - 50);
    expect(slowClosed).toBeLessThan(HEADERS_MS + 1500);
    expect(silentClosed).toBeLessThan(HEADERS_MS + 1500);
    // It never got to a route; what it got, if anything, is a 408 in the API's shape.
    if (slow.received()) expect(slow.received()).toMatch(/^HTTP\/1.1 408 [^]*\{"message":"The request took too long to arrive"\}$/);
  });

  it('closes a connection whose body trickles in, whatever the route', async () => {
    const body = JSON.stringify({ email: 'someone@example.com', password: 'x'.repeat(300) });
    // A JSON route, and the site upload (streamed: it answers 401 before reading the body, which is then
    // read and discarded, and must not be allowed to trickle either).
    const routes = ['/api/auth/login', '/api/websites', '/api/admin/websites/00000000-0000-4000-8000-000000000001/files'];
    const clients = await Promise.all(routes.map(() => connect()));
    clients.forEach((c, i) => {
      c.socket.write(`${i === 2 ? 'PUT' : 'POST'} ${routes[i]} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${i === 2 ? 'application/zip' : 'application/json'}\r\nContent-Length: ${body.length}\r\n\r\n`);
      void c.trickle(body, 50, 5); // 100 bytes a second, far below the minimum
    });
    const closedAfter = await Promise.all(clients.map((c) => c.closed));
    for (const [i, ms] of closedAfter.entries()) {
      expect(ms, routes[i]).toBeGreaterThanOrEqual(BODY_MS - 50);
      expect(ms, routes[i]).toBeLessThan(BODY_MS + 1500);
    }
    for (const c of clients) if (c.received()) expect(c.received()).toMatch(/^HTTP\/1.1 (408|401|403)/);
  });

  it('lets a body that keeps a decent pace take longer than the body timeout', async () => {
    const body = JSON.stringify({ email: 'someone@example.com', password: 'p'.repeat(1000), padding: ' '.repeat(5000) });
    const c = await connect();
    const start = Date.now();
    c.socket.write(`POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`);
    await c.trickle(body, 50, 200); // 4,000 bytes a second: twice the minimum, about 1.5 s in all
    await c.closed;
    expect(Date.now() - start).toBeGreaterThan(BODY_MS);
    // It arrived whole and was answered.
    expect(c.received()).toMatch(/^HTTP\/1.1 401 [^]*"Invalid email or password"/);
  });

  it('answers normal requests at once while slow clients hold connections', async () => {
    const slow = await Promise.all(Array.from({ length: 30 }, () => connect()));
    for (const [i, c] of slow.entries()) {
      if (i % 2) void c.trickle('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n', 100);
      else {
        c.socket.write('POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
        void c.trickle('"'.repeat(999), 100);
      }
    }
    const base = `http://127.0.0.1:${port}`;
    const results = [];
    for (let i = 0; i < 10; i++) {
      results.push(await timed(() => fetch(`${base}/api/health`)));
      results.push(
        await timed(() =>
          fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'nobody@example.com', password: 'whatever' }) }),
        ),
      );
    }
    expect(results.map((r) => r.status)).toEqual(Array.from({ length: 10 }, () => [200, 401]).flat());
    expect(Math.max(...results.map((r) => r.ms))).toBeLessThan(1000);
    await Promise.all(slow.map((c) => c.closed));
  });

  it('keeps an idle keep-alive connection past the headers timeout for its next request', async () => {
    const c = await connect();
    c.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await sleep(HEADERS_MS * 2);
    expect(c.isClosed()).toBe(false);
    c.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    await c.closed;
    expect(c.received().match(/HTTP\/1.1 200/g)).toHaveLength(2);
  });
});
