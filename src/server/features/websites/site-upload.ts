import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { AppError, badRequest, insufficientStorage, isOutOfSpace } from '../../lib/errors';
import { pumpWithLimit } from '../../lib/stream-limit';
import { closeStream } from '../../storage/object-storage';

/** A full disk while receiving or unpacking: 507, and the caller removes what was written. */
const noSpace = () => insufficientStorage("The server has run out of storage space, so the site's files were not replaced. Please try again later.");

export interface SiteUploadLimits {
  maxUploadBytes: number;
  maxUnpackedBytes: number;
  maxEntries: number;
}

/** Streams a request body to a temporary file, refusing it (413) as soon as it passes the limit. */
export async function receiveToTempFile(body: Readable, maxBytes: number): Promise<string> {
  const file = path.join(os.tmpdir(), `sp-upload-${randomUUID()}.zip`);
  const out = fs.createWriteStream(file, { flags: 'wx' });
  try {
    await pumpWithLimit(body, out, {
      maxBytes,
      tooLargeMessage: `The upload is larger than ${Math.floor(maxBytes / 1024 / 1024)} MB`,
    });
    return file;
  } catch (err) {
    await closeStream(out);
    await fsp.rm(file, { force: true });
    throw isOutOfSpace(err) ? noSpace() : err;
  }
}

/** A ZIP starts with a local file header, or is empty (end of central directory). */
export async function looksLikeZip(file: string): Promise<boolean> {
  const handle = await fsp.open(file, 'r');
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await handle.read(head, 0, 4, 0);
    return bytesRead === 4 && head[0] === 0x50 && head[1] === 0x4b && ((head[2] === 3 && head[3] === 4) || (head[2] === 5 && head[3] === 6));
  } finally {
    await handle.close();
  }
}

/** Entry names that would land outside the target folder, or that no file system should see. */
export function safeEntryPath(name: string): string | null {
  const normal = name.replace(/\\/g, '/');
  if (normal.startsWith('/') || /^[a-zA-Z]:/.test(normal) || normal.includes('\0')) return null;
  const parts = normal.split('/').filter((p) => p !== '' && p !== '.');
  if (parts.length === 0 || parts.some((p) => p === '..')) return null;
  return parts.join('/');
}

/**
 * Unpacks a ZIP file into `target` entry by entry (streamed), within the limits on entry
 * count and total unpacked size, refusing paths that would escape the folder.
 */
export async function unpackZip(file: string, target: string, limits: SiteUploadLimits): Promise<{ files: number; bytes: number }> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: true, strictFileNames: false, validateEntrySizes: true }, (err, z) =>
      err ? reject(badRequest(`The file is not a readable ZIP archive: ${err.message}`)) : resolve(z!),
    ),
  );
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw new AppError(413, `The archive has ${zip.entryCount} entries; at most ${limits.maxEntries} are allowed`);
  }
  let files = 0;
  let bytes = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', (err: Error) => {
        if (err instanceof AppError) return reject(err);
        // yauzl checks names itself before we see the entry.
        const escaping = /invalid relative path|absolute path/.exec(err.message);
        reject(badRequest(escaping ? `An archive entry points outside the site folder (${err.message})` : `The ZIP archive is damaged: ${err.message}`));
      });
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        void (async () => {
          const rel = safeEntryPath(entry.fileName);
          if (!rel) throw badRequest(`The archive entry "${entry.fileName}" points outside the site folder`);
          const dest = path.join(target, rel);
          if (!dest.startsWith(target + path.sep)) throw badRequest(`The archive entry "${entry.fileName}" points outside the site folder`);
          if (entry.fileName.endsWith('/')) {
            await fsp.mkdir(dest, { recursive: true });
            return;
          }
          const mode = (entry.externalFileAttributes >>> 16) & 0o170000;
          if (mode === 0o120000) throw badRequest(`The archive entry "${entry.fileName}" is a symbolic link, which sites may not contain`);
          bytes += entry.uncompressedSize;
          if (bytes > limits.maxUnpackedBytes) {
            throw new AppError(413, `The archive unpacks to more than ${Math.floor(limits.maxUnpackedBytes / 1024 / 1024)} MB`);
          }
          await fsp.mkdir(path.dirname(dest), { recursive: true });
          const stream = await new Promise<Readable>((res, rej) => zip.openReadStream(entry, (e, s) => (e ? rej(e) : res(s!))));
          await pipeline(stream, fs.createWriteStream(dest, { flags: 'wx' }));
          files++;
        })().then(
          () => zip.readEntry(),
          (err) => {
            zip.close();
            if (isOutOfSpace(err)) reject(noSpace());
            else reject(err instanceof AppError ? err : badRequest(`The ZIP archive could not be unpacked: ${(err as Error).message}`));
          },
        );
      });
      zip.readEntry();
    });
  } catch (err) {
    zip.close();
    throw err;
  }
  return { files, bytes };
}
