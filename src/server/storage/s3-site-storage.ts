import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { bodyStream, deletePrefix, isNotFound, listFolders, listKeys, type S3Target } from './s3';
import { localFiles, type SiteFile, type SiteStorage } from './site-storage';

const SAFE_ID = /^[0-9a-f-]{36}$/i;
/** A generation's name sorts by the time it was started: g<ms since epoch, 13 digits>-<random>. */
const GENERATION = /^g\d{13}-[0-9a-f]{8}$/;
const UPLOADS_AT_ONCE = 8;

/**
 * Website files in an S3 bucket. Each upload of a site is a new generation,
 * `sites/<websiteId>/<generation>/<path>`, and `sites/<websiteId>/current` names the live one.
 * A replace writes the whole new generation first and then flips the pointer, so readers see the
 * old files or the new ones, never a mix. The generation it replaced stays until the next replace:
 * a backup that started before the flip keeps reading it to the end.
 */
export class S3SiteStorage implements SiteStorage {
  /** `scratchDir`: a local folder where uploaded ZIPs are unpacked before they go to the bucket. */
  constructor(
    private readonly s3: S3Target,
    private readonly scratchDir: string,
  ) {}

  private prefixOf(websiteId: string) {
    if (!SAFE_ID.test(websiteId)) throw new Error('invalid website id');
    return `sites/${websiteId.toLowerCase()}/`;
  }

  /** The live generation, or null when the site has no files. */
  async current(websiteId: string): Promise<string | null> {
    try {
      const res = await this.s3.client.send(new GetObjectCommand({ Bucket: this.s3.bucket, Key: `${this.prefixOf(websiteId)}current` }));
      const name = (await res.Body!.transformToString()).trim();
      return GENERATION.test(name) ? name : null;
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async *files(websiteId: string): AsyncIterable<SiteFile> {
    const generation = await this.current(websiteId);
    if (!generation) return;
    const base = `${this.prefixOf(websiteId)}${generation}/`;
    // Listed a page at a time, in key order, so the walk never holds more than one page of names.
    for await (const item of listKeys(this.s3, base)) {
      const key = item.Key!;
      if (key.endsWith('/')) continue; // "folder" placeholder objects some tools create
      yield { path: key.slice(base.length), size: item.Size ?? 0, mtime: item.LastModified ?? new Date(0), open: () => bodyStream(this.s3, key) };
    }
  }

  async stagingDir(): Promise<string> {
    await fsp.mkdir(this.scratchDir, { recursive: true });
    return fsp.mkdtemp(path.join(this.scratchDir, 'sp-site-'));
  }

  async replace(websiteId: string, stagedDir: string): Promise<void> {
    const prefix = this.prefixOf(websiteId);
    const previous = await this.current(websiteId);
    const generation = `g${String(Date.now()).padStart(13, '0')}-${randomBytes(4).toString('hex')}`;
    const base = `${prefix}${generation}/`;
    try {
      await uploadAll(localFiles(stagedDir), UPLOADS_AT_ONCE, (file) =>
        this.s3.client.send(
          new PutObjectCommand({ Bucket: this.s3.bucket, Key: `${base}${file.path}`, Body: file.size === 0 ? '' : file.open(), ContentLength: file.size }),
        ),
      );
    } catch (err) {
      await deletePrefix(this.s3, base).catch(() => {});
      throw err;
    }
    await this.s3.client.send(new PutObjectCommand({ Bucket: this.s3.bucket, Key: `${prefix}current`, Body: generation, ContentType: 'text/plain' }));
    // Like the local storage's rename, the staged folder is used up by a successful replace.
    await fsp.rm(stagedDir, { recursive: true, force: true });
    if (previous) {
      // Generations older than the one just replaced: no reader can be on them any more (a reader
      // starting now sees the new one). One left over by a crashed upload goes the same way later.
      // A failed clean-up only leaves old files for the next replace to remove.
      for (const name of await listFolders(this.s3, prefix).catch(() => [] as string[])) {
        if (GENERATION.test(name) && name < previous) await deletePrefix(this.s3, `${prefix}${name}/`).catch(() => {});
      }
    }
  }

  async remove(websiteId: string): Promise<void> {
    const prefix = this.prefixOf(websiteId);
    // The pointer first: from then on the site has no files, whatever the deletes below take.
    await this.s3.client.send(new DeleteObjectCommand({ Bucket: this.s3.bucket, Key: `${prefix}current` }));
    await deletePrefix(this.s3, prefix);
  }
}

/** Runs `upload` for each file, `limit` at a time; the first failure stops the rest and is thrown. */
async function uploadAll(files: AsyncIterable<SiteFile>, limit: number, upload: (file: SiteFile) => Promise<unknown>): Promise<void> {
  const running = new Set<Promise<void>>();
  let failure: unknown;
  for await (const file of files) {
    if (failure) break;
    const task: Promise<void> = upload(file).then(
      () => {},
      (err) => {
        failure ??= err;
      },
    );
    running.add(task);
    void task.finally(() => running.delete(task));
    if (running.size >= limit) await Promise.race(running);
  }
  await Promise.all(running);
  if (failure) throw failure;
}
