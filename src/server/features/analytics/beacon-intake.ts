import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock';
import { RateLimiter } from '../../lib/rate-limiter';
import { sanitizeText } from '../../plugins/text-input';
import type { AnalyticsService, Beacon } from './analytics.service';

export const COLLECT_PATH = '/api/collect';
const MAX_BODY_BYTES = 4096;
const MAX_DURATION_MS = 24 * 3600 * 1000;
const ACCEPTED_TYPES = new Set(['text/plain', 'application/json']);

/** What any site may load or send to: the tracker and the beacons. */
export const OPEN_CORS = { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' };
/** On every answer, errors included: nothing here is a document. */
const BASE_HEADERS = { 'x-content-type-options': 'nosniff', ...OPEN_CORS };
const ACCEPTED_HEADERS = { ...BASE_HEADERS, 'content-length': '0' };
const PREFLIGHT_HEADERS = {
  ...BASE_HEADERS,
  'access-control-allow-methods': 'POST',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '86400',
  'content-length': '0',
};

/**
 * The beacon when its fields are well-formed (checked by hand: the rules a schema would state, at a fraction
 * of the cost), else null. Other keys are ignored.
 */
export function readBeacon(value: unknown): Beacon | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const { site, url, referrer, event, duration } = value as Partial<Record<keyof Beacon, unknown>>;
  if (typeof site !== 'string' || site.length < 1 || site.length > 253) return null;
  if (typeof url !== 'string' || url.length < 1 || url.length > 2048) return null;
  if (referrer !== undefined && (typeof referrer !== 'string' || referrer.length > 2048)) return null;
  if (event !== undefined && event !== 'pageview' && event !== 'leave') return null;
  if (duration !== undefined && (typeof duration !== 'number' || !(duration >= 0 && duration <= MAX_DURATION_MS))) return null;
  return value as Beacon;
}

/**
 * `POST /api/collect` (and its CORS preflight) on the raw request: thousands of beacons a second, so it
 * does what the route needs and nothing else. The server hands it these requests before Fastify's
 * request chain (see app.ts, serverFactory); Fastify's own route for the path calls the same `handle`, so
 * injected requests (tests) and every other spelling of the URL get exactly this code.
 *
 * Rules: 429 past COLLECT_RATE_LIMIT beacons a minute per address (with retry-after), 415 unless
 * text/plain or JSON, 413 past 4 KB, 408 when the body does not arrive within REQUEST_TIMEOUT_MS, 400 for
 * anything but a well-formed beacon (NUL characters included: PostgreSQL cannot store them, and one would
 * fail the whole batch), 503 while the server shuts down, else 202 at once — the event waits in the
 * analytics buffer, never for the database.
 */
export class BeaconIntake {
  private readonly limit: RateLimiter;
  private closing = false;
  private readonly reading = new Map<IncomingMessage, { res: ServerResponse; since: number }>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly d: { analytics: AnalyticsService; ratePerMinute: number; bodyTimeoutMs: number; clock: Clock; log: FastifyBaseLogger },
  ) {
    this.limit = new RateLimiter(d.ratePerMinute, 60_000, d.clock);
  }

  /** The requests the server gives to `handle` before Fastify: the path exactly, POST or OPTIONS. */
  static owns(req: IncomingMessage): boolean {
    return req.url === COLLECT_PATH && (req.method === 'POST' || req.method === 'OPTIONS');
  }

  /** From now on (the server is closing), beacons are refused with 503: the buffer is about to be flushed for the last time. */
  close() {
    this.closing = true;
    clearInterval(this.timer);
    this.timer = undefined;
    this.reading.clear();
  }

  handle(req: IncomingMessage, res: ServerResponse, ip: string): void {
    if (this.closing) return answer(res, 503, 'The server is shutting down. Please try again in a moment.', { 'retry-after': '5', connection: 'close' });
    if (req.method === 'OPTIONS') {
      res.writeHead(204, PREFLIGHT_HEADERS);
      return void res.end();
    }
    const retryAfter = this.limit.take(ip);
    if (retryAfter) return answer(res, 429, 'Too many requests, please try again later', { 'retry-after': String(retryAfter) });
    const type = req.headers['content-type'];
    const semicolon = type ? type.indexOf(';') : -1;
    if (!type || !ACCEPTED_TYPES.has((semicolon === -1 ? type : type.slice(0, semicolon)).trim().toLowerCase())) {
      return answer(res, 415, 'Unsupported content type', { connection: 'close' });
    }
    const declared = Number(req.headers['content-length']);
    if (declared > MAX_BODY_BYTES) return answer(res, 413, 'Request body is too large', { connection: 'close' });

    const chunks: Buffer[] = [];
    let size = 0;
    this.watch(req, res);
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        this.reading.delete(req);
        if (!res.headersSent) answer(res, 413, 'Request body is too large', { connection: 'close' });
        req.removeAllListeners('data');
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      this.reading.delete(req);
      if (res.headersSent) return;
      this.accept(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size), req, res, ip);
    });
    req.on('error', () => this.reading.delete(req));
  }

  private accept(body: Buffer, req: IncomingMessage, res: ServerResponse, ip: string) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      return answer(res, 400, 'The beacon must be JSON');
    }
    const beacon = readBeacon(parsed);
    if (!beacon) return answer(res, 400, 'Malformed beacon');
    // A lone surrogate becomes U+FFFD, as for every other request body; a NUL is refused.
    if (sanitizeText(beacon).nulAt !== null) return answer(res, 400, 'Text must not contain NUL characters');
    try {
      this.d.analytics.accept(beacon, ip, req.headers['user-agent']);
    } catch (err) {
      this.d.log.error({ err }, 'beacon failed');
      return answer(res, 500, 'Internal server error');
    }
    res.writeHead(202, ACCEPTED_HEADERS);
    res.end();
  }

  /** A body that has not arrived within the deadline: 408 and the connection closed (a slow client holds nothing). */
  private watch(req: IncomingMessage, res: ServerResponse) {
    if (req.complete) return;
    this.reading.set(req, { res, since: Date.now() });
    this.timer ??= setInterval(() => {
      const now = Date.now();
      for (const [pending, { res: response, since }] of this.reading) {
        if (pending.complete || pending.destroyed) this.reading.delete(pending);
        else if (now - since >= this.d.bodyTimeoutMs) {
          this.reading.delete(pending);
          if (!response.headersSent) answer(response, 408, 'The request took too long to arrive', { connection: 'close' });
          pending.destroy();
        }
      }
      if (!this.reading.size) {
        clearInterval(this.timer);
        this.timer = undefined;
      }
    }, Math.max(50, Math.min(1000, Math.floor(this.d.bodyTimeoutMs / 4)))).unref();
  }
}

function answer(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) {
  const body = JSON.stringify({ message });
  res.writeHead(status, { ...BASE_HEADERS, 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(body)), ...headers });
  res.end(body);
}
