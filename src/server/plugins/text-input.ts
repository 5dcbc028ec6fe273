import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors';

// A UTF-16 surrogate without its other half: not a character, and not encodable as UTF-8.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');
const fix = (s: string) => (LONE_SURROGATE.test(s) ? s.replace(LONE_SURROGATES, '\uFFFD') : s);

/**
 * Makes the strings of a parsed value storable, in place: a lone surrogate becomes U+FFFD (what the
 * database driver does to text anyway; JSON columns refuse it). Returns the path of the first string or
 * key holding a NUL character ('' for the value itself, `a.b.0` inside it), which nothing can store,
 * or null. Iterative, so any nesting depth is safe.
 */
export function sanitizeText(value: unknown): { value: unknown; nulAt: string | null } {
  if (typeof value === 'string') return { value: fix(value), nulAt: value.includes('\0') ? '' : null };
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [v, at] = stack.pop()!;
    if (!v || typeof v !== 'object' || Buffer.isBuffer(v) || typeof (v as { pipe?: unknown }).pipe === 'function') continue;
    for (const [k, x] of Object.entries(v)) {
      const path = at ? `${at}.${k}` : k;
      if (k.includes('\0')) return { value, nulAt: path };
      if (typeof x === 'string') {
        if (x.includes('\0')) return { value, nulAt: path };
        const fixed = fix(x);
        if (fixed !== x) (v as Record<string, unknown>)[k] = fixed;
      } else stack.push([x, path]);
    }
  }
  return { value, nulAt: null };
}

const PARTS = ['params', 'query', 'body'] as const;

function isEmpty(o: object): boolean {
  for (const _ in o) return false;
  return true;
}

/**
 * PostgreSQL cannot store a NUL character (U+0000) in text or JSON, nor a lone surrogate in JSON, and a
 * JSON body, a query string or a path can carry either. Checked at the edge, before a handler has done
 * anything: otherwise the query fails halfway through a request (a 500, maybe after other writes).
 */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of PARTS) {
      const given: unknown = request[part];
      // Nothing to look at (most params and queries): no work, no allocation.
      if (given === undefined || given === null || (typeof given === 'object' && isEmpty(given))) continue;
      const { value, nulAt } = sanitizeText(given);
      if (nulAt !== null) return done(badRequest('Text must not contain NUL characters', { [nulAt || part]: 'Must not contain a NUL character' }));
      if (value !== request[part]) (request as unknown as Record<string, unknown>)[part] = value;
    }
    done();
  });
}
