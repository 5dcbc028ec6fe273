import { Readable, type Writable } from 'node:stream';
import { AppError, badRequest } from './errors';

export interface PumpOptions {
  maxBytes: number;
  /** Called once with the first `headBytes` bytes (or all of a shorter body); throw to refuse. */
  inspectHead?: (head: Buffer) => void;
  headBytes?: number;
  tooLargeMessage: string;
}

/**
 * Copies a request body into `out`, refusing it (413) the moment it passes `maxBytes`.
 * The request stream is never destroyed (that would cut the socket before the answer is sent):
 * once refused, the rest is drained and discarded and the connection closes after the answer.
 * Resolves with the number of bytes written once `out` has finished.
 */
export function pumpWithLimit(given: Readable | undefined, out: Writable, opts: PumpOptions): Promise<number> {
  // A request without a body (no Content-Type, nothing sent) never reaches a body parser: it is an empty upload.
  const body = given ?? Readable.from([]);
  const headBytes = opts.headBytes ?? 0;
  return new Promise<number>((resolve, reject) => {
    let received = 0;
    let failed = false;
    let head: Buffer | null = headBytes > 0 ? Buffer.alloc(0) : null;
    const fail = (err: Error) => {
      if (failed) return;
      failed = true;
      body.off('data', onData);
      body.resume();
      out.destroy();
      reject(err);
    };
    const write = (chunk: Buffer) => {
      if (!out.write(chunk)) {
        body.pause();
        out.once('drain', () => body.resume());
      }
    };
    const flushHead = () => {
      if (!head) return true;
      const h = head;
      head = null;
      try {
        opts.inspectHead?.(h);
      } catch (err) {
        fail(err as Error);
        return false;
      }
      if (h.length) write(h);
      return true;
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > opts.maxBytes) {
        fail(new AppError(413, opts.tooLargeMessage, undefined, { connection: 'close' }));
        return;
      }
      if (head) {
        head = Buffer.concat([head, chunk]);
        if (head.length >= headBytes) flushHead();
        return;
      }
      write(chunk);
    };
    body.on('data', onData);
    body.once('end', () => {
      if (failed) return;
      if (flushHead()) out.end();
    });
    body.once('error', fail);
    body.once('aborted', () => fail(badRequest('The upload was interrupted')));
    out.once('finish', () => !failed && resolve(received));
    out.once('error', fail);
  });
}
