import { PassThrough, type Readable } from 'node:stream';
import { ZipFile } from 'yazl';

export interface ZipEntry {
  path: string;
  mtime: Date;
  size?: number;
  /** Opened only when the archive reaches this entry. */
  open: () => Readable;
}

/** Formats that are compressed already: stored as they are, deflating them again costs time for nothing. */
const PRECOMPRESSED = new Set([
  'jpg', 'jpeg', 'png', 'gif', 'webp', 'avif', 'heic', 'ico',
  'mp4', 'webm', 'mov', 'm4v', 'mkv', 'mp3', 'm4a', 'ogg', 'opus', 'aac', 'flac',
  'zip', 'gz', 'tgz', 'bz2', 'xz', 'zst', '7z', 'rar', 'br',
  'woff', 'woff2', 'pdf', 'docx', 'xlsx', 'pptx', 'jar', 'apk',
]);

export function isPrecompressed(filePath: string): boolean {
  const dot = filePath.lastIndexOf('.');
  return dot >= 0 && PRECOMPRESSED.has(filePath.slice(dot + 1).toLowerCase());
}

/** At most this many entries wait in the archiver's queue: the walk never runs far ahead. */
const MAX_QUEUED = 4;

export interface ZipStream {
  stream: Readable;
  /** Resolves with the archive's size when it was written whole; rejects when it failed or was aborted. */
  done: Promise<number>;
  abort(reason?: Error): void;
}

/**
 * Streams a ZIP of `entries` with constant memory: entries are pulled from the (lazy)
 * iterable only as the archive catches up, each file is opened when its turn comes, and
 * backpressure from the consumer pauses the whole chain.
 */
export function zipStream(entries: AsyncIterable<ZipEntry>, buffers: { path: string; data: Buffer; mtime: Date }[]): ZipStream {
  const zip = new ZipFile();
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  const open = new Set<Readable>();
  let queued = 0;
  let wake: (() => void) | undefined;
  let aborted: Error | undefined;
  let bytes = 0;

  zip.outputStream.on('data', (chunk: Buffer) => (bytes += chunk.length));
  zip.outputStream.pipe(out);

  let settle!: { resolve: (n: number) => void; reject: (e: Error) => void };
  const done = new Promise<number>((resolve, reject) => (settle = { resolve, reject }));
  done.catch(() => {}); // the caller may only look at it later

  const abort = (reason = new Error('aborted')) => {
    if (aborted) return;
    aborted = reason;
    wake?.();
    for (const s of open) s.destroy();
    zip.outputStream.unpipe(out);
    (zip.outputStream as PassThrough).destroy?.();
    out.destroy();
    settle.reject(reason);
  };
  zip.on('error', (err: Error) => abort(err));
  out.on('close', () => {
    if (!out.writableFinished && !out.readableEnded) abort(new Error('client went away'));
  });
  zip.outputStream.on('end', () => {
    if (!aborted) settle.resolve(bytes);
  });

  void (async () => {
    try {
      for (const b of buffers) zip.addBuffer(b.data, b.path, { mtime: b.mtime, compressionLevel: 1 });
      for await (const entry of entries) {
        if (aborted) return;
        while (queued >= MAX_QUEUED && !aborted) await new Promise<void>((r) => (wake = r));
        if (aborted) return;
        queued++;
        const compress = !isPrecompressed(entry.path);
        zip.addReadStreamLazy(
          entry.path,
          { mtime: entry.mtime, compress, ...(compress ? { compressionLevel: 1 } : {}), ...(entry.size !== undefined ? { size: entry.size } : {}) },
          (cb) => {
            queued--;
            const w = wake;
            wake = undefined;
            w?.();
            if (aborted) return;
            const s = entry.open();
            open.add(s);
            s.once('close', () => open.delete(s));
            s.once('error', (err) => abort(err));
            cb(null, s);
          },
        );
      }
      if (!aborted) zip.end();
    } catch (err) {
      abort(err as Error);
    }
  })();

  return { stream: out, done, abort };
}
