import net from 'node:net';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerBodyTimeout } from './timeouts';

let app: FastifyInstance;
let watchdog: { watching(): number };
let port: number;
beforeAll(async () => {
  app = Fastify();
  // The check runs once a second at most: anything still watched right after an answer is held by the watchdog.
  watchdog = registerBodyTimeout(app, { REQUEST_TIMEOUT_MS: 10_000, BODY_MIN_BYTES_PER_S: 100 });
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.post('/echo', async (request) => ({ got: request.body }));
  app.post('/early', { onRequest: async (_request, reply) => reply.status(401).send({ message: 'Unauthorized' }) }, async () => ({}));
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

describe('the request body watchdog', () => {
  it('lets go of a request as soon as it is answered with its whole body, not at its next check', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`http://127.0.0.1:${port}/echo`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: `beacon ${i}` });
      expect(await res.json()).toEqual({ got: `beacon ${i}` });
    }
    // A busy server would otherwise keep every request of the last second (and its garbage) alive.
    expect(watchdog.watching()).toBe(0);
  });

  it('keeps watching a request answered early whose body is still arriving', async () => {
    const before = watchdog.watching();
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const answered = new Promise<string>((resolve) => socket.once('data', (d) => resolve(String(d))));
    socket.write('POST /early HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\nonly a part');
    expect(await answered).toMatch(/^HTTP\/1.1 401/);
    expect(watchdog.watching()).toBe(before + 1);
    socket.destroy();
  });
});
