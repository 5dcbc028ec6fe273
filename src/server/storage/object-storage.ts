import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';

/** What a stored object is, as far as the store knows. */
export interface ObjectInfo {
  size: number;
  /** The Content-Type it was uploaded with, when the store keeps one. */
  contentType?: string;
}

/**
 * Uploads that go from the browser straight into the store (S3 presigned PUT), bypassing the
 * portal. The browser writes to a staging key bound to one owner; nothing there is trusted until
 * the portal has moved it to its final key (out of reach of the upload URL) and checked it.
 */
export interface DirectUploads {
  /** A URL the browser PUTs one file to, valid `expiresInSeconds` from `signedAt`. */
  uploadURL(owner: string, key: string, signedAt: Date, expiresInSeconds: number): Promise<string>;
  /** The staged upload's size, or null when nothing was uploaded to it. */
  stagedSize(owner: string, key: string): Promise<number | null>;
  /** Moves a staged upload to `key` and deletes the staging copy; false when there was none. */
  promote(owner: string, key: string): Promise<boolean>;
  discardStaged(owner: string, key: string): Promise<void>;
}

/** A new object being written: nothing is visible under its key until `commit`. */
export interface ObjectWriter {
  stream: Writable;
  commit(): Promise<void>;
  discard(): Promise<void>;
}

/** Uploaded files (attachments). The default keeps them in DATA_DIR/objects/<key>. */
export interface ObjectStorage {
  create(key: string): Promise<ObjectWriter>;
  /** Opens the object for reading; rejects when it cannot be opened. */
  open(key: string): Promise<Readable>;
  /** The first `bytes` bytes (fewer when the object is shorter). */
  readHead(key: string, bytes: number): Promise<Buffer>;
  stat(key: string): Promise<ObjectInfo | null>;
  remove(key: string): Promise<void>;
  /** Present when browsers upload straight into the store instead of through the portal. */
  readonly direct?: DirectUploads;
}

const SAFE_KEY = /^[0-9a-f-]{36}$/i;

/**
 * Destroys a file stream and waits until its descriptor is closed. A stream destroyed while its
 * open() is still pending creates the file afterwards, so removing the file any sooner can leave it.
 */
export function closeStream(stream: Writable): Promise<void> {
  return new Promise((resolve) => {
    if (stream.closed) return resolve();
    stream.once('close', () => resolve());
    stream.destroy();
  });
}

export function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error('invalid object key');
  return key;
}

export class LocalObjectStorage implements ObjectStorage {
  constructor(private readonly root: string) {}

  private file(key: string) {
    return path.join(this.root, checkedKey(key));
  }

  async create(key: string): Promise<ObjectWriter> {
    const partial = path.join(this.root, '.partial', checkedKey(key));
    await fsp.mkdir(path.dirname(partial), { recursive: true });
    const stream = fs.createWriteStream(partial, { flags: 'wx' });
    return {
      stream,
      commit: () => fsp.rename(partial, this.file(key)),
      discard: async () => {
        await closeStream(stream);
        await fsp.rm(partial, { force: true });
      },
    };
  }

  async open(key: string): Promise<Readable> {
    // Opened before the answer starts, so a missing file is an error the caller sees, not a cut response.
    const handle = await fsp.open(this.file(key), 'r');
    return handle.createReadStream();
  }

  async readHead(key: string, bytes: number): Promise<Buffer> {
    const handle = await fsp.open(this.file(key), 'r');
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    return fsp.stat(this.file(key)).then(
      (s) => ({ size: s.size }),
      (err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return null;
        throw err;
      },
    );
  }

  async remove(key: string) {
    await fsp.rm(this.file(key), { force: true });
  }
}
