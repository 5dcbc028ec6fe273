import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface SiteFile {
  /** Path inside the site, with forward slashes. */
  path: string;
  size: number;
  mtime: Date;
  open(): Readable;
}

/** Where a website's files live. The default keeps them in DATA_DIR/sites/<websiteId>/. */
export interface SiteStorage {
  /** Walks the site's files lazily, one directory handle at a time. */
  files(websiteId: string): AsyncIterable<SiteFile>;
  /** A private folder to unpack new files into before `replace` puts it in place. */
  stagingDir(): Promise<string>;
  /** Makes a staged folder the site's files, all at once. */
  replace(websiteId: string, stagedDir: string): Promise<void>;
  remove(websiteId: string): Promise<void>;
}

const SAFE_ID = /^[0-9a-f-]{36}$/i;

export class LocalSiteStorage implements SiteStorage {
  constructor(private readonly root: string) {}

  private dirOf(websiteId: string) {
    if (!SAFE_ID.test(websiteId)) throw new Error('invalid website id');
    return path.join(this.root, websiteId);
  }

  async *files(websiteId: string): AsyncIterable<SiteFile> {
    const base = this.dirOf(websiteId);
    yield* walk(base, '');
  }

  async stagingDir(): Promise<string> {
    const dir = path.join(this.root, '.staging', randomUUID());
    await fsp.mkdir(dir, { recursive: true });
    return dir;
  }

  async replace(websiteId: string, stagedDir: string): Promise<void> {
    const target = this.dirOf(websiteId);
    const trash = path.join(this.root, '.staging', `old-${randomUUID()}`);
    await fsp.mkdir(this.root, { recursive: true });
    const hadOld = await fsp.rename(target, trash).then(
      () => true,
      (err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return false;
        throw err;
      },
    );
    await fsp.rename(stagedDir, target);
    if (hadOld) await fsp.rm(trash, { recursive: true, force: true });
  }

  async remove(websiteId: string): Promise<void> {
    await fsp.rm(this.dirOf(websiteId), { recursive: true, force: true });
  }
}

/** The files under a local folder (a staged upload), walked as the local storage walks a site. */
export function localFiles(dir: string): AsyncIterable<SiteFile> {
  return walk(dir, '');
}

async function* walk(base: string, rel: string): AsyncGenerator<SiteFile> {
  let dir: fs.Dir;
  try {
    dir = await fsp.opendir(path.join(base, rel));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  // Sorted per directory so archives are stable; only names are held, never contents.
  const names: { name: string; isDir: boolean; isFile: boolean }[] = [];
  for await (const entry of dir) names.push({ name: entry.name, isDir: entry.isDirectory(), isFile: entry.isFile() });
  names.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of names) {
    const relPath = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDir) {
      yield* walk(base, relPath);
    } else if (entry.isFile) {
      const full = path.join(base, relPath);
      const stat = await fsp.stat(full);
      yield { path: relPath, size: stat.size, mtime: stat.mtime, open: () => fs.createReadStream(full, { highWaterMark: 256 * 1024 }) };
    }
    // Symlinks and special files are never followed: a backup holds what the site folder itself holds.
  }
}
