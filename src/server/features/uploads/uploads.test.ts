import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments } from '../../db/schema';
import { fixedClock } from '../../lib/clock';
import { createUser, fixtures, type TestUser, uploadAttachment } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const clock = fixedClock(new Date('2026-11-20T09:30:00Z'));
let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { ADMIN_EMAILS: 'uploads.admin@example.com', PUBLIC_URL: 'https://portal.example' } });
  alice = await createUser(t);
  bob = await createUser(t);
  admin = await createUser(t, { email: 'uploads.admin@example.com' });
});
afterAll(() => t.close());

const newURL = async (user: TestUser) => (await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: user.headers })).json().uploadURL as string;
const put = (url: string, body: Buffer | string, type = 'image/png') => t.app.inject({ method: 'PUT', url, headers: { 'content-type': type }, payload: body });
const objectsOnDisk = () => {
  const dir = path.join(t.dataDir, 'objects');
  const partial = path.join(dir, '.partial');
  return [...(fs.existsSync(dir) ? fs.readdirSync(dir) : []).filter((f) => f !== '.partial'), ...(fs.existsSync(partial) ? fs.readdirSync(partial) : [])];
};

describe('signed upload URLs', () => {
  it('gives an absolute URL on the portal with an expiry and a signature', async () => {
    const url = new URL(await newURL(alice));
    expect(url.origin).toBe('https://portal.example');
    expect(url.pathname).toMatch(/^\/api\/objects\/uploads\/[0-9a-f-]{36}$/);
    expect(Number(url.searchParams.get('expires'))).toBe(clock.now().getTime() + 15 * 60 * 1000);
    expect(url.searchParams.get('signature')).toMatch(/^[\w-]{43}$/);
    expect((await t.app.inject({ method: 'POST', url: '/api/objects/upload' })).statusCode).toBe(401);
  });

  it('stores, claims and serves a file to its owner and to admins only', async () => {
    const before = objectsOnDisk().length;
    const url = await uploadAttachment(t, alice, fixtures.pdf, 'application/pdf');
    expect(objectsOnDisk().length).toBe(before + 1);
    const own = await t.app.inject({ url, headers: alice.headers });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(fixtures.pdf)).toBe(true);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toMatch(/^attachment;/);
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect((await t.app.inject({ url, headers: admin.headers })).statusCode).toBe(200);
    const other = await t.app.inject({ url, headers: bob.headers });
    expect(other.statusCode).toBe(404);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    // Another client cannot claim it either; its uploader's claim again (a retry) answers the same and changes nothing.
    expect((await t.app.inject({ method: 'PUT', url: '/api/attachments', headers: bob.headers, payload: { attachmentURL: url } })).statusCode).toBe(404);
    const key = new URL(url).pathname.split('/').pop()!;
    const [first] = await t.database.db.select().from(attachments).where(eq(attachments.objectKey, key));
    const again = await t.app.inject({ method: 'PUT', url: '/api/attachments', headers: alice.headers, payload: { attachmentURL: url } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ objectPath: new URL(url).pathname });
    const [after] = await t.database.db.select().from(attachments).where(eq(attachments.objectKey, key));
    expect(after.claimedAt).toEqual(first.claimedAt);
  });

  it('refuses tampered, foreign, expired and reused URLs with 403', async () => {
    const url = await newURL(alice);
    const tampered = new URL(url);
    tampered.searchParams.set('expires', String(Number(tampered.searchParams.get('expires')) + 60_000));
    expect((await put(tampered.toString(), fixtures.png)).statusCode).toBe(403);
    const otherUser = new URL(url);
    otherUser.searchParams.set('user', bob.id);
    expect((await put(otherUser.toString(), fixtures.png)).statusCode).toBe(403);
    const otherKey = url.replace(/uploads\/[0-9a-f-]{36}/, 'uploads/00000000-0000-4000-8000-000000000000');
    expect((await put(otherKey, fixtures.png)).statusCode).toBe(403);
    expect((await put(url.split('?')[0], fixtures.png)).statusCode).toBe(403);
    expect((await put(url, fixtures.png)).statusCode).toBe(201);
    const reused = await put(url, fixtures.png);
    expect(reused.statusCode).toBe(403);
    expect(reused.json().message).toBe('This upload URL has already been used');
    const late = await newURL(alice);
    clock.advance(15 * 60 * 1000 + 1);
    const expired = await put(late, fixtures.png);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe('This upload URL has expired');
    clock.set(new Date('2026-11-20T09:30:00Z'));
  });

  it('answers 415 for a type we do not take or bytes that do not match, and keeps nothing', async () => {
    const before = objectsOnDisk();
    expect((await put(await newURL(alice), '<script>alert(1)</script>', 'text/html')).statusCode).toBe(415);
    const lying = await put(await newURL(alice), '<html>not a png</html>', 'image/png');
    expect(lying.statusCode).toBe(415);
    expect(lying.json().message).toBe("The file's contents do not match its type");
    expect((await put(await newURL(alice), fixtures.pdf, 'image/jpeg')).statusCode).toBe(415);
    expect(objectsOnDisk()).toEqual(before);
    // A refused upload does not use its URL up: only a stored file does.
    const url = await newURL(alice);
    expect((await put(url, 'GIF89a-nope', 'image/png')).statusCode).toBe(415);
    expect((await put(url, fixtures.png)).statusCode).toBe(201);
  });

  it('answers 413 past 10 MB while streaming, over a real connection, and keeps nothing', async () => {
    const before = objectsOnDisk();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as import('node:net').AddressInfo;
    const url = new URL(await newURL(alice));
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, method: 'PUT', path: url.pathname + url.search, headers: { 'content-type': 'image/png' } }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      req.on('error', reject);
      let sent = 0;
      const chunk = Buffer.alloc(256 * 1024, 7);
      const pump = () => {
        if (sent === 0) {
          req.write(fixtures.png.subarray(0, 8));
          sent += 8;
        }
        while (sent < 12 * 1024 * 1024) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });
    expect(status).toBe(413);
    expect(objectsOnDisk()).toEqual(before);
    // Exactly 10 MB is fine.
    const exact = Buffer.concat([fixtures.png.subarray(0, 8), Buffer.alloc(10 * 1024 * 1024 - 8, 1)]);
    expect((await put(await newURL(alice), exact)).statusCode).toBe(201);
  });
});
