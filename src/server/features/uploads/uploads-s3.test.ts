import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attachments } from '../../db/schema';
import { fixedClock } from '../../lib/clock';
import { createUser, createWebsite, fixtures, type TestUser } from '../../test/factories';
import { startS3, type TestS3 } from '../../test/s3-server';
import { createTestApp, type TestApp } from '../../test/test-app';

// Presigned URLs are checked by the S3 server against its own (real) time, so the app's clock is
// kept at real time here, and moved back to make a URL that is already expired.
const clock = fixedClock(new Date());
let s3: TestS3;
let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
beforeAll(async () => {
  s3 = await startS3();
  t = await createTestApp({ clock, env: { ...s3.env, ADMIN_EMAILS: 's3.admin@example.com', PUBLIC_URL: 'https://portal.example' } });
  alice = await createUser(t);
  bob = await createUser(t);
  admin = await createUser(t, { email: 's3.admin@example.com' });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});
beforeEach(() => clock.set(new Date()));

const newURL = async (user: TestUser) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: user.headers });
  expect(res.statusCode).toBe(200);
  return res.json().uploadURL as string;
};
/** The browser's PUT, over real HTTP to the S3 server. */
const put = (url: string, body: Buffer | string, type = 'image/png') => fetch(url, { method: 'PUT', headers: { 'content-type': type }, body: typeof body === 'string' ? body : new Uint8Array(body) });
const stored = (url: string) => url.split('?')[0];
const claim = (user: TestUser, url: string) => t.app.inject({ method: 'PUT', url: '/api/attachments', headers: user.headers, payload: { attachmentURL: stored(url) } });
const keyOf = (url: string) => new URL(url).pathname.split('/').pop()!;
const rowsOf = (key: string) => t.database.db.select().from(attachments).where(eq(attachments.objectKey, key));

describe('STORAGE=s3: presigned uploads', () => {
  it('gives a presigned PUT URL to the bucket, for a staging key of the caller, valid 15 minutes', async () => {
    const url = new URL(await newURL(alice));
    expect(url.origin).toBe(s3.endpoint);
    expect(url.pathname).toMatch(new RegExp(`^/${s3.bucket}/staging/${alice.id}/[0-9a-f-]{36}$`));
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect((await t.app.inject({ method: 'POST', url: '/api/objects/upload' })).statusCode).toBe(401);
  });

  it('takes the PUT, lets only its uploader claim it, takes it once, and serves it to the uploader and admins only', async () => {
    const url = await newURL(alice);
    const key = keyOf(url);
    expect((await put(url, fixtures.pdf, 'application/pdf')).status).toBe(200);
    expect(await s3.keys(`staging/${alice.id}/`)).toEqual([`staging/${alice.id}/${key}`]);

    // Another client cannot claim it, neither with its URL nor by putting their own id in it.
    expect((await claim(bob, url)).statusCode).toBe(404);
    expect((await claim(bob, url.replace(alice.id, bob.id))).statusCode).toBe(404);

    const ok = await claim(alice, url);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ objectPath: `/api/objects/uploads/${key}` });
    // Moved out of the upload URL's reach.
    expect(await s3.keys(`staging/${alice.id}/${key}`)).toEqual([]);
    expect(await s3.keys(`objects/${key}`)).toEqual([`objects/${key}`]);
    const [row] = await rowsOf(key);
    expect(row).toMatchObject({ ownerId: alice.id, contentType: 'application/pdf', sizeBytes: fixtures.pdf.length });
    expect(row.uploadedAt).toBeTruthy();
    expect(row.claimedAt).toBeTruthy();

    // The same claim again (a retry) answers the same and changes nothing.
    const again = await claim(alice, url);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ objectPath: `/api/objects/uploads/${key}` });
    expect((await rowsOf(key))[0].claimedAt).toEqual(row.claimedAt);

    const path = `/api/objects/uploads/${key}`;
    const own = await t.app.inject({ url: path, headers: alice.headers });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(fixtures.pdf)).toBe(true);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toMatch(/^attachment;/);
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect((await t.app.inject({ url: path, headers: admin.headers })).rawPayload.equals(fixtures.pdf)).toBe(true);
    expect((await t.app.inject({ url: path, headers: bob.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: path })).statusCode).toBe(401);

    // The URL is still within its 15 minutes: a second PUT lands in staging, and claiming again does
    // not take it (the stray copy is deleted); the claimed file stays what it was.
    expect((await put(url, fixtures.png)).status).toBe(200);
    expect((await claim(alice, url)).statusCode).toBe(200);
    expect(await s3.keys(`staging/${alice.id}/${key}`)).toEqual([]);
    expect((await t.app.inject({ url: path, headers: alice.headers })).rawPayload.equals(fixtures.pdf)).toBe(true);
    expect((await rowsOf(key))[0]).toMatchObject({ contentType: 'application/pdf', sizeBytes: fixtures.pdf.length });
  });

  it('attaches a claimed upload to a change request by its stored URL, listed as the portal path', async () => {
    const site = await createWebsite(t, alice);
    const url = await newURL(alice);
    await put(url, fixtures.png);
    expect((await claim(alice, url)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/change-requests',
      headers: alice.headers,
      payload: { websiteId: site.id, title: 'New banner', type: 'design', description: 'Please use the attached banner.', attachments: [{ url: stored(url), name: 'banner.png' }] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().attachments).toEqual([{ url: `/api/objects/uploads/${keyOf(url)}`, name: 'banner.png' }]);
    // Bob cannot attach Alice's file.
    const bobSite = await createWebsite(t, bob);
    const stolen = await t.app.inject({
      method: 'POST',
      url: '/api/change-requests',
      headers: bob.headers,
      payload: { websiteId: bobSite.id, title: 'Mine', type: 'design', description: 'Taking a file that is not mine.', attachments: [{ url: stored(url), name: 'x.png' }] },
    });
    expect(stolen.statusCode).toBe(400);
  });

  it('refuses an expired URL at the bucket, and a claim of nothing uploaded is 404 leaving no row', async () => {
    clock.set(new Date(Date.now() - 16 * 60 * 1000));
    const url = await newURL(alice);
    const res = await put(url, fixtures.png);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('Request has expired');
    clock.set(new Date());
    const nothing = await claim(alice, url);
    expect(nothing.statusCode).toBe(404);
    expect(await rowsOf(keyOf(url))).toEqual([]);
  });

  it('refuses a file over 10 MB at the claim (413), deletes it, and keeps no row; exactly 10 MB is fine', async () => {
    const url = await newURL(alice);
    const key = keyOf(url);
    const big = Buffer.concat([fixtures.png.subarray(0, 8), Buffer.alloc(10 * 1024 * 1024 - 7, 1)]);
    expect((await put(url, big)).status).toBe(200);
    const res = await claim(alice, url);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The file is larger than 10MB');
    expect(await s3.keys(`staging/${alice.id}/${key}`)).toEqual([]);
    expect(await s3.keys(`objects/${key}`)).toEqual([]);
    expect(await rowsOf(key)).toEqual([]);

    const exact = await newURL(alice);
    await put(exact, big.subarray(0, 10 * 1024 * 1024));
    expect((await claim(alice, exact)).statusCode).toBe(200);
  });

  it('refuses a type we do not take or bytes that do not match (415), keeps nothing, and does not use the URL up', async () => {
    const url = await newURL(alice);
    const key = keyOf(url);
    await put(url, '<script>alert(1)</script>', 'text/html');
    const html = await claim(alice, url);
    expect(html.statusCode).toBe(415);
    expect(html.json().message).toBe('Only images (PNG, JPEG, GIF, WebP), PDF and Word documents can be attached');

    await put(url, '<html>not a png</html>', 'image/png');
    const lying = await claim(alice, url);
    expect(lying.statusCode).toBe(415);
    expect(lying.json().message).toBe("The file's contents do not match its type");

    await put(url, '', 'image/png');
    expect((await claim(alice, url)).statusCode).toBe(415);
    expect(await s3.keys(`objects/${key}`)).toEqual([]);
    expect(await s3.keys(`staging/${alice.id}/${key}`)).toEqual([]);
    expect(await rowsOf(key)).toEqual([]);

    await put(url, fixtures.png);
    expect((await claim(alice, url)).statusCode).toBe(200);
  });

  it('answers a malformed or foreign attachment URL with 404', async () => {
    for (const attachmentURL of ['not a url at all', 'https://elsewhere.example/file.png', `${s3.endpoint}/${s3.bucket}/staging/x/y`, '/api/objects/uploads/../../etc/passwd']) {
      expect((await t.app.inject({ method: 'PUT', url: '/api/attachments', headers: alice.headers, payload: { attachmentURL } })).statusCode).toBe(404);
    }
  });
});
