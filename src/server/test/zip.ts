import { PassThrough } from 'node:stream';
import yauzl from 'yauzl';
import { ZipFile } from 'yazl';

export interface UnzippedEntry {
  name: string;
  data: Buffer;
  /** 0 stored, 8 deflated. */
  method: number;
}

/** Reads every entry of a ZIP held in memory (test-sized archives only). */
export function unzip(buffer: Buffer): Promise<UnzippedEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const out: UnzippedEntry[] = [];
      zip.on('error', reject);
      zip.on('end', () => resolve(out));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, s) => {
          if (e || !s) return reject(e);
          const chunks: Buffer[] = [];
          s.on('data', (c: Buffer) => chunks.push(c));
          s.on('end', () => {
            out.push({ name: entry.fileName, data: Buffer.concat(chunks), method: entry.compressionMethod });
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

/** Builds a ZIP in memory from name → content. */
export function makeZip(files: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, content] of Object.entries(files)) zip.addBuffer(Buffer.from(content), name);
  zip.end();
  const chunks: Buffer[] = [];
  const sink = new PassThrough();
  zip.outputStream.pipe(sink);
  return new Promise((resolve, reject) => {
    sink.on('data', (c: Buffer) => chunks.push(c));
    sink.on('end', () => resolve(Buffer.concat(chunks)));
    sink.on('error', reject);
  });
}
