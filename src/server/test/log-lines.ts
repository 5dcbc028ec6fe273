import { Writable } from 'node:stream';
import pino from 'pino';

/** A logger (with `options`, e.g. the app's redaction) whose JSON lines are kept, parsed, for a test to read. */
export function collectLogs(options: pino.LoggerOptions = {}): { log: pino.Logger; lines: Array<{ msg: string; [key: string]: unknown }> } {
  const lines: Array<{ msg: string; [key: string]: unknown }> = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { log: pino({ level: 'info', ...options }, sink), lines };
}
