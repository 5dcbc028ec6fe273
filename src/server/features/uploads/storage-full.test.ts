import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import type { Database } from '../../db/client';
import { attachments } from '../../db/schema';
import { LocalObjectStorage } from '../../storage/object-storage';
import { createUser, createWebsite, fixtures, type TestUser } from '../../test/factories';
import { freshDatabase, type TestApp } from '../../test/test-app';
import { makeZip } from '../../test/zip';

const enospc = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' });

/** A writer that passes `room` bytes on to `target` and then fails as a full disk does. */
function fillingUp(target: Writable, room: number): Writable {
  let used = 0;
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (used + chunk.length > room) return done(enospc());
      used += chunk.length;
      target.write(chunk, done);
    },
    final: (done) => target.end(done),
    // Closed only once the real file is: as a real write stream, whose descriptor closes before 'close'.
    destroy: (err, done) => {
      if (target.closed) return done(err);
      target.once('close', () => done(err));
      target.destroy();
    },
  });
}

/** The real local storage on a disk with `room` bytes left (Infinity: plenty; -1: not even a folder fits). */
class SmallDisk extends LocalObjectStorage {
  room = Infinity;
  override async create(key: string) {
    if (this.room < 0) throw Object.assign(enospc(), { syscall: 'mkdir' });
    const real = await super.create(key);
    if (this.room === Infinity) return real;
    const stream = fillingUp(real.stream, this.room);
    return { stream, commit: real.commit, discard: async () => (stream.destroy(), real.discard()) };
  }
}

let dataDir: string;
let database: Database;
let app: FastifyInstance;
let disk: SmallDisk;
let alice: TestUser;
let admin: TestUser;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-full-'));
  ({ database } = await freshDatabase());
  disk = new SmallDisk(path.join(dataDir, 'objects'));
  const config = testConfig({ DATA_DIR: dataDir, ADMIN_EMAILS: 'full.admin@example.com' });
  app = await buildApp({ config, database, clientDir: path.join(dataDir, 'no-client'), overrides: { objectStorage: disk } });
  await app.ready();
  const t = { app } as TestApp;
  alice = await createUser(t);
  admin = await createUser(t, { email: 'full.admin@example.com' });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
afterEach(() => {
  vi.restoreAllMocks();
  disk.room = Infinity;
});

const newURL = async () => (await app.inject({ method: 'POST', url: '/api/objects/upload', headers: alice.headers })).json().uploadURL as string;
const put = (url: string, body: Buffer) => app.inject({ method: 'PUT', url, headers: { 'content-type': 'image/png' }, payload: body });
const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)) : [];

describe('storage full: attachments', () => {
  it('answers 507 when the disk fills mid-upload, leaving no partial file and no row, and the URL still works later', async () => {
    const big = Buffer.concat([fixtures.png, Buffer.alloc(256 * 1024, 7)]);
    const url = await newURL();
    const key = new URL(url).pathname.split('/').pop()!;
    disk.room = 64 * 1024;
    const res = await put(url, big);
    expect(res.statusCode).toBe(507);
    expect(res.json()).toEqual({ message: 'The server has run out of storage space, so the file was not stored. Please try again later.' });
    expect(filesUnder(path.join(dataDir, 'objects'))).toEqual([]);
    expect(await database.db.select().from(attachments).where(eq(attachments.objectKey, key))).toEqual([]);

    // Space freed: the same URL (it was not used up) stores the file.
    disk.room = Infinity;
    expect((await put(url, big)).statusCode).toBe(201);
    expect(filesUnder(path.join(dataDir, 'objects'))).toEqual([path.join(dataDir, 'objects', key)]);
  });

  it('answers 507 when not even the upload folder can be made, leaving no row', async () => {
    const url = await newURL();
    const key = new URL(url).pathname.split('/').pop()!;
    disk.room = -1;
    const res = await put(url, fixtures.png);
    expect(res.statusCode).toBe(507);
    expect(await database.db.select().from(attachments).where(eq(attachments.objectKey, key))).toEqual([]);
  });
});

describe('storage full: admin site ZIP upload', () => {
  /** Makes every file write whose path matches `which` fail as on a full disk after `room` bytes. */
  function fillDiskFor(which: RegExp, room: number): string[] {
    const seen: string[] = [];
    const real = fs.createWriteStream;
    vi.spyOn(fs, 'createWriteStream').mockImplementation(((file: fs.PathLike, options?: any) => {
      const stream = real(file, options);
      if (!which.test(String(file))) return stream;
      seen.push(String(file));
      return fillingUp(stream, room);
    }) as typeof fs.createWriteStream);
    return seen;
  }
  const upload = (id: string, zip: Buffer) => app.inject({ method: 'PUT', url: `/api/admin/websites/${id}/files`, headers: { ...admin.headers, 'content-type': 'application/zip' }, payload: zip });
  const siteFiles = (id: string) => filesUnder(path.join(dataDir, 'sites', id)).map((f) => path.relative(path.join(dataDir, 'sites', id), f)).sort();

  it('answers 507 when the disk fills while unpacking; the live files stay and nothing staged is left', async () => {
    const site = await createWebsite({ app } as TestApp, alice);
    expect((await upload(site.id, await makeZip({ 'index.html': 'old' }))).statusCode).toBe(200);
    const written = fillDiskFor(/[\\/]\.staging[\\/]/, 1000);
    const res = await upload(site.id, await makeZip({ 'index.html': 'new', 'big.bin': Buffer.alloc(100_000, 1) }));
    expect(res.statusCode).toBe(507);
    expect(res.json().message).toBe("The server has run out of storage space, so the site's files were not replaced. Please try again later.");
    expect(written.length).toBeGreaterThan(0);
    expect(siteFiles(site.id)).toEqual(['index.html']);
    expect(fs.readFileSync(path.join(dataDir, 'sites', site.id, 'index.html'), 'utf8')).toBe('old');
    expect(filesUnder(path.join(dataDir, 'sites', '.staging'))).toEqual([]);
  });

  it('answers 507 when the disk fills while receiving the ZIP, and removes the partial file', async () => {
    const site = await createWebsite({ app } as TestApp, alice);
    const written = fillDiskFor(/sp-upload-[^\\/]*\.zip$/, 1000);
    const res = await upload(site.id, await makeZip({ 'index.html': 'hello', 'photo.jpg': randomBytes(50_000) }));
    expect(res.statusCode).toBe(507);
    expect(written).toHaveLength(1);
    expect(fs.existsSync(written[0])).toBe(false);
    expect(siteFiles(site.id)).toEqual([]);
  });
});
