import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';

/** Uploaded files (attachments). The default keeps them in DATA_DIR/objects/<key>. */
export interface ObjectStorage {
  /** A writer for a new object; nothing is visible under `key` until `commit`. */
  create(key: string): Promise<{ stream: Writable; commit(): Promise<void>; discard(): Promise<void> }>;
  open(key: string): Readable;
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

const SAFE_KEY = /^[0-9a-f-]{36}$/i;

export class LocalObjectStorage implements ObjectStorage {
  constructor(private readonly root: string) {}

  private file(key: string) {
    if (!SAFE_KEY.test(key)) throw new Error('invalid object key');
    return path.join(this.root, key);
  }

  async create(key: string) {
    await fsp.mkdir(path.join(this.root, '.partial'), { recursive: true });
    const partial = path.join(this.root, '.partial', key);
    const stream = fs.createWriteStream(partial, { flags: 'wx' });
    return {
      stream,
      commit: () => fsp.rename(partial, this.file(key)),
      discard: async () => {
        stream.destroy();
        await fsp.rm(partial, { force: true });
      },
    };
  }

  open(key: string): Readable {
    return fs.createReadStream(this.file(key));
  }

  async remove(key: string) {
    await fsp.rm(this.file(key), { force: true });
  }

  async exists(key: string) {
    return fsp.access(this.file(key)).then(
      () => true,
      () => false,
    );
  }
}
