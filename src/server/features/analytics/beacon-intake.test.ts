// The beacon intake on a real socket: the server hands POST /api/collect to it before Fastify's request
// chain (app.ts serverFactory), so everything the route promises is checked here over HTTP too.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { analyticsEvents } from '../../db/schema';
import { createUser, createWebsite } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
let t: TestApp;
let base: string;

beforeAll(async () => {
  // Behind a proxy on loopback: X-Forwarded-For names the client, so each test can be its own address.
  t = await createTestApp({ env: { COLLECT_RATE_LIMIT: '5', REQUEST_TIMEOUT_MS: '300', TRUST_PROXY: '127.0.0.1' } });
  await createWebsite(t, await createUser(t), { domain: 'intake.example' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

let n = 0;
const send = (body: string, headers: Record<string, string> = {}, method = 'POST') =>
  fetch(`${base}/api/collect`, { method, headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': FIREFOX, 'x-forwarded-for': `198.51.100.${++n}`, ...headers }, body: method === 'POST' ? body : undefined });
const stored = async (path: string) => {
  await t.app.ctx.services.analytics.drain();
  return (await t.database.db.select().from(analyticsEvents)).filter((e) => e.path === path);
};

describe('POST /api/collect on a real socket', () => {
  it("answers 202 with CORS and nosniff only, without Fastify's request chain", async () => {
    const child = vi.spyOn(t.app.log, 'child');
    try {
      const res = await send(JSON.stringify({ site: 'intake.example', url: 'https://intake.example/socket' }));
      expect(res.status).toBe(202);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      // Fastify's chain would have made a request logger and set the request id and the document policies.
      expect(child).not.toHaveBeenCalled();
      expect(res.headers.get('x-request-id')).toBeNull();
      expect(res.headers.get('content-security-policy')).toBeNull();
    } finally {
      child.mockRestore();
    }
    // The first beacon looks its site up in the database before it is buffered: wait for it to be stored.
    await vi.waitFor(async () => expect(await stored('/socket')).toHaveLength(1), { timeout: 3000 });
    const preflight = await send('', { origin: 'https://intake.example' }, 'OPTIONS');
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST');
  });

  it('refuses malformed (400), oversize (413, declared or streamed) and other types (415), with CORS on each', async () => {
    const cases: [Promise<Response>, number, string][] = [
      [send('{"site":'), 400, 'The beacon must be JSON'],
      [send(JSON.stringify({ site: 'intake.example' })), 400, 'Malformed beacon'],
      [send(JSON.stringify({ site: 'intake.example', url: `https://intake.example/${'x'.repeat(5000)}` })), 413, 'Request body is too large'],
      [send('{}', { 'content-type': 'application/x-www-form-urlencoded' }), 415, 'Unsupported content type'],
    ];
    for (const [pending, status, message] of cases) {
      const res = await pending;
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({ message });
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
    }
    // Chunked, with no declared length: cut off at 4 KB all the same.
    const chunked = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 10; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(1000)));
        controller.close();
      },
    });
    const res = await fetch(`${base}/api/collect`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: chunked, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('refuses a NUL character (400), and stores a beacon with a lone surrogate without failing its batch', async () => {
    const nul = await send(JSON.stringify({ site: 'intake.example', url: 'https://intake.example/a\u0000b' }));
    expect(nul.status).toBe(400);
    expect(await nul.json()).toEqual({ message: 'Text must not contain NUL characters' });
    expect((await send(JSON.stringify({ site: 'intake.example', url: 'https://intake.example/half\ud800' }))).status).toBe(202);
    expect((await send(JSON.stringify({ site: 'intake.example', url: 'https://intake.example/whole' }))).status).toBe(202);
    // Both are in the same batch; the second is stored, so the first did not fail it.
    await vi.waitFor(async () => expect(await stored('/whole')).toHaveLength(1), { timeout: 3000 });
    expect((await t.database.db.select().from(analyticsEvents)).some((e) => e.path.startsWith('/half'))).toBe(true);
  });

  it('limits each client address (X-Forwarded-For from the trusted proxy) to COLLECT_RATE_LIMIT a minute', async () => {
    const from = (ip: string) => send('{}', { 'x-forwarded-for': ip });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await from('192.0.2.10')).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const limited = await from('192.0.2.10');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await from('192.0.2.11')).status).toBe(400);
  });

  it('closes a connection whose body does not arrive within REQUEST_TIMEOUT_MS (408)', async () => {
    const { port } = new URL(base);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write('POST /api/collect HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 100\r\n\r\n{"site":');
      });
      let got = '';
      socket.on('data', (d) => (got += d));
      socket.on('close', () => resolve(got));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('refuses beacons with 503 once the server is closing, so none arrives after the last flush', async () => {
    const t2 = await createTestApp();
    try {
      await t2.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(t2.app.server.address() as AddressInfo).port}/api/collect`;
      t2.app.ctx.beacons.close();
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
    } finally {
      await t2.close();
    }
  });
});
