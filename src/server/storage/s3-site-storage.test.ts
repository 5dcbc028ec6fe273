import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createWebsite, type TestUser } from '../test/factories';
import { startS3, type TestS3 } from '../test/s3-server';
import { createTestApp, type TestApp } from '../test/test-app';
import { makeZip, unzip } from '../test/zip';
import type { S3Target } from './s3';
import { S3SiteStorage } from './s3-site-storage';

let s3: TestS3;
let t: TestApp;
let alice: TestUser;
let admin: TestUser;
beforeAll(async () => {
  s3 = await startS3();
  t = await createTestApp({ env: { ...s3.env, ADMIN_EMAILS: 's3.site.admin@example.com' } });
  alice = await createUser(t);
  admin = await createUser(t, { email: 's3.site.admin@example.com' });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const upload = (id: string, zip: Buffer) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/websites/${id}/files`, headers: { ...admin.headers, 'content-type': 'application/zip' }, payload: zip });
const generations = async (id: string) => [...new Set((await s3.keys(`sites/${id}/g`)).map((k) => k.split('/')[2]))].sort();
const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

describe('STORAGE=s3: website files', () => {
  it('puts an uploaded site into the bucket and streams it back in the backup ZIP', async () => {
    const site = await createWebsite(t, alice);
    const photo = randomBytes(300_000);
    const files = { 'index.html': '<h1>Hello from S3</h1>', 'css/site.css': 'body { margin: 0 }\n'.repeat(100), 'img/photo.jpg': photo, 'empty.txt': '', 'portal/own.txt': 'mine' };
    const res = await upload(site.id, await makeZip(files));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ files: 5, bytes: Object.values(files).reduce((n, f) => n + Buffer.from(f).length, 0) });

    const [generation] = await generations(site.id);
    expect(generation).toMatch(/^g\d{13}-[0-9a-f]{8}$/);
    expect((await s3.keys(`sites/${site.id}/`)).sort()).toEqual(
      [`sites/${site.id}/current`, ...Object.keys(files).map((f) => `sites/${site.id}/${generation}/${f}`)].sort(),
    );
    // Nothing of it on the local disk.
    expect(fs.existsSync(path.join(t.dataDir, 'sites', site.id))).toBe(false);

    const backup = await t.app.inject({ url: `/api/websites/${site.id}/backup`, headers: alice.headers });
    expect(backup.statusCode).toBe(200);
    const byName = new Map((await unzip(backup.rawPayload)).map((e) => [e.name, e.data]));
    for (const [name, content] of Object.entries(files)) {
      expect(byName.get(name.startsWith('portal/') ? `site/${name}` : name)?.equals(Buffer.from(content)), name).toBe(true);
    }
    expect(byName.has('portal/website.json')).toBe(true);
    // Recorded once the response has finished (on PostgreSQL's pool, possibly just after inject returns).
    await expect.poll(async () => (await t.app.inject({ url: `/api/websites/${site.id}/backup/history`, headers: alice.headers })).json()[0]?.status).toBe('completed');
  });

  it('replaces a site whole: a refused ZIP changes nothing, a good one flips to a new generation', async () => {
    const site = await createWebsite(t, alice);
    expect((await upload(site.id, await makeZip({ 'index.html': 'v1', 'old-only.html': 'gone later' }))).statusCode).toBe(200);
    const before = await s3.keys(`sites/${site.id}/`);
    expect((await upload(site.id, Buffer.from('this is not a ZIP archive'))).statusCode).toBe(415);
    expect(await s3.keys(`sites/${site.id}/`)).toEqual(before);

    expect((await upload(site.id, await makeZip({ 'index.html': 'v2' }))).statusCode).toBe(200);
    const names = (await unzip((await t.app.inject({ url: `/api/websites/${site.id}/backup`, headers: alice.headers })).rawPayload)).map((e) => e.name);
    expect(names).toContain('index.html');
    expect(names).not.toContain('old-only.html');
  });

  it('deleting the website removes its files from the bucket', async () => {
    const site = await createWebsite(t, alice);
    expect((await upload(site.id, await makeZip({ 'index.html': 'bye' }))).statusCode).toBe(200);
    expect((await s3.keys(`sites/${site.id}/`)).length).toBe(2);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/websites/${site.id}`, headers: alice.headers })).statusCode).toBe(200);
    expect(await s3.keys(`sites/${site.id}/`)).toEqual([]);
  });
});

describe('S3SiteStorage', () => {
  const storage = () => new S3SiteStorage(s3.target, t.dataDir);
  async function stage(st: S3SiteStorage, files: Record<string, string>) {
    const dir = await st.stagingDir();
    for (const [rel, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, rel), content);
    }
    return dir;
  }

  it('keeps the replaced generation for a backup that is still reading it, and drops it at the next replace', async () => {
    const st = storage();
    const id = randomUUID();
    const files = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`page-${i}.html`, `version one, page ${i}`]));
    const dir = await stage(st, files);
    await st.replace(id, dir);
    expect(fs.existsSync(dir)).toBe(false); // used up, as the local storage's rename does
    const [first] = await generations(id);

    // A backup has started walking the site when an admin uploads a new version.
    const walk = st.files(id)[Symbol.asyncIterator]();
    const seen: Record<string, string> = {};
    const one = await walk.next();
    seen[one.value!.path] = (await readAll(one.value!.open())).toString();
    await st.replace(id, await stage(st, { 'index.html': 'version two' }));
    for (let r = await walk.next(); !r.done; r = await walk.next()) seen[r.value.path] = (await readAll(r.value.open())).toString();
    expect(seen).toEqual(files);

    // New readers see the new version only.
    const now: string[] = [];
    for await (const f of st.files(id)) now.push(f.path);
    expect(now).toEqual(['index.html']);
    const [, second] = await generations(id);
    expect(await generations(id)).toEqual([first, second]);

    await st.replace(id, await stage(st, { 'index.html': 'version three' }));
    const gens = await generations(id);
    expect(gens).toHaveLength(2);
    expect(gens).not.toContain(first);
    expect(gens[0]).toBe(second);
    const [live] = await (async () => {
      const out: string[] = [];
      for await (const f of st.files(id)) out.push((await readAll(f.open())).toString());
      return [out];
    })();
    expect(live).toEqual(['version three']);

    await st.remove(id);
    expect(await s3.keys(`sites/${id}/`)).toEqual([]);
    const after: string[] = [];
    for await (const f of st.files(id)) after.push(f.path);
    expect(after).toEqual([]);
  });

  it('a replace that fails part-way leaves the live files as they were and no partial generation', async () => {
    const id = randomUUID();
    await storage().replace(id, await stage(storage(), { 'index.html': 'live' }));
    const before = (await s3.keys(`sites/${id}/`)).sort();
    // The bucket refuses the third file of the new version (a network error, a quota, ...).
    let puts = 0;
    const flaky = {
      bucket: s3.target.bucket,
      client: { send: (command: any) => (command instanceof PutObjectCommand && ++puts === 3 ? Promise.reject(new Error('connection reset')) : s3.target.client.send(command)) },
    } as unknown as S3Target;
    const st = new S3SiteStorage(flaky, t.dataDir);
    const files = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`p${i}.html`, `new ${i}`]));
    await expect(st.replace(id, await stage(st, files))).rejects.toThrow('connection reset');
    expect((await s3.keys(`sites/${id}/`)).sort()).toEqual(before);
    const live: string[] = [];
    for await (const f of storage().files(id)) live.push(`${f.path}=${(await readAll(f.open())).toString()}`);
    expect(live).toEqual(['index.html=live']);
  });

  it('a file gone from the bucket mid-backup fails the stream instead of hanging', async () => {
    const st = storage();
    const id = randomUUID();
    await st.replace(id, await stage(st, { 'a.html': 'a' }));
    const [file] = await (async () => {
      const out = [];
      for await (const f of st.files(id)) out.push(f);
      return out;
    })();
    await st.remove(id);
    await expect(readAll(file.open())).rejects.toThrow();
  });
});
