import fc from 'fast-check';

// The fuzzer's inputs (faults/fuzz.test.ts): values, bodies, path parameters and query strings that look like
// the API's with wrong, huge or hostile parts, and what an answer must never leak.

// Field names the API uses anywhere, so generated objects look like real payloads with wrong values.
const FIELDS = [
  'name', 'domain', 'deploymentUrl', 'repositoryUrl', 'hostingPrice', 'domainPrice', 'websiteId', 'title', 'type',
  'description', 'estimatedCost', 'attachments', 'url', 'status', 'adminNotes', 'estimatedDelivery', 'paymentId',
  'amount', 'saveCard', 'clientSecret', 'card', 'number', 'expMonth', 'expYear', 'cvc', 'email', 'password',
  'firstName', 'lastName', 'websiteUrl', 'token', 'code', 'challengeToken', 'message', 'context',
  'conversationHistory', 'role', 'content', 'serviceType', 'requirements', 'timeline', 'budget',
  'additionalRequirements', 'contactEmail', 'companyName', 'attachmentURL', 'site', 'referrer', 'event',
  'duration', 'emailNotifications', 'paymentReminders', 'websiteAlerts', 'marketingUpdates', 'animations',
  'darkMode', 'phone', 'company', 'service', 'website', 'returnTo', 'days', 'id', 'key', '__proto__', 'constructor',
];

const hugeText = fc.constantFrom('x'.repeat(300_000), '\u{1F600}'.repeat(40_000), '9'.repeat(5000), 'a'.repeat(2049));
export const nasty = fc.constantFrom(
  '', ' ', '0', '-1', '1e309', 'NaN', 'Infinity', '-0', '25.00', '25.001', '99999999999.99', '0.00', '-5.00',
  'logo', 'website', 'standard', 'rush', 'premium', 'bug', 'seo', 'pending', 'completed', 'cancelled', 'in_progress',
  'design_phase', 'paid', 'assistant', 'user', 'pageview', 'leave',
  '2026-01-01', '2026-13-45T99:00:00Z', '0000-00-00', '+275760-09-13T00:00:00.000Z', '4242 4242 4242 4242',
  '4000 0000 0000 0002', 'a@example.com', 'fuzz.admin@example.com', 'http://127.0.0.1/', 'https://example.com/x?y=1',
  'javascript:alert(1)', '/\\evil.example', '//evil.example', '../../etc/passwd', "'; drop table users; --",
  '\u0000', 'a\u0000b', '\uD800', '\uFFFF', '\u202E', 'Ω≈ç√∫', '<script>alert(1)</script>', '%00', '%', '${x}',
);

export interface Body {
  payload?: string | Buffer;
  contentType?: string;
}
export const json = (v: unknown): Body => ({ payload: JSON.stringify(v) ?? 'null', contentType: 'application/json' });

type Path = (string | number)[];
function leafPaths(v: unknown, at: Path = []): Path[] {
  if (v && typeof v === 'object') {
    const entries = Array.isArray(v) ? v.map((x, i) => [i, x] as const) : Object.entries(v);
    return [at, ...entries.flatMap(([k, x]) => leafPaths(x, [...at, k]))];
  }
  return [at];
}

const DROP = Symbol('drop');
function replaced(base: unknown, at: Path, next: unknown): unknown {
  if (at.length === 0) return next;
  const copy: any = Array.isArray(base) ? [...base] : { ...(base as object) };
  const [head, ...rest] = at;
  if (rest.length === 0 && next === DROP) {
    if (Array.isArray(copy)) copy.splice(head as number, 1);
    else delete copy[head];
  } else copy[head] = replaced(copy[head], rest, next);
  return copy;
}
const get = (v: unknown, at: Path): unknown => at.reduce<unknown>((o, k) => (o as Record<string | number, unknown>)?.[k], v);
// Characters a text column or a parser may choke on, slipped into an otherwise valid string.
const POISON = ['\u0000', '\uD800', '\uDFFF', '\uFFFE', '\u202E', '\r\n', '\u2028', '%00', '\\', '"', "'"];

const anyParam = fc.oneof(
  { weight: 2, arbitrary: fc.uuid() },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }) },
  { weight: 2, arbitrary: nasty.filter((s) => s !== '') },
  { weight: 1, arbitrary: fc.constant('9'.repeat(400)) },
);

/**
 * The inputs that draw on the ids of real records (`known`, read when generating, after the test made them):
 * arbitrary values, a route's valid body with parts changed, any body, and path parameters.
 */
export function fuzzInputs(known: readonly string[]) {
  const id = () => fc.nat().map((i) => known[i % known.length]);
  const scalar = fc.oneof(
    { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
    { weight: 3, arbitrary: nasty },
    { weight: 1, arbitrary: fc.integer() },
    { weight: 1, arbitrary: fc.double() },
    { weight: 1, arbitrary: fc.constantFrom(0, -1, 1, 12, 2030, 2 ** 53, -(2 ** 53), 1e308, 0.1) },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: id() },
    { weight: 1, arbitrary: hugeText },
  );
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      scalar,
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 5 }),
    ),
  }));

  type Change = { kind: 'value'; next: unknown } | { kind: 'poison'; char: string; at: number };
  const change: fc.Arbitrary<Change> = fc.oneof(
    { weight: 4, arbitrary: value.map((next) => ({ kind: 'value' as const, next })) },
    { weight: 1, arbitrary: fc.constant({ kind: 'value' as const, next: DROP }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('poison' as const), char: fc.constantFrom(...POISON), at: fc.nat() }) },
  );
  /**
   * The route's valid body with one or two parts replaced by arbitrary values, removed, or (for a string)
   * given one troublesome character; sometimes with extra keys.
   */
  const mutatedBody = (make: () => unknown): fc.Arbitrary<Body> =>
    fc
      .tuple(fc.array(fc.tuple(fc.nat(), change), { minLength: 1, maxLength: 2 }), fc.option(fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 2 })))
      .map(([changes, extra]) => {
        let body = make();
        for (const [pick, c] of changes) {
          const paths = leafPaths(body).filter((p) => p.length > 0);
          if (!paths.length) continue;
          if (c.kind === 'value') {
            body = replaced(body, paths[pick % paths.length], c.next);
            continue;
          }
          const strings = paths.filter((p) => typeof get(body, p) === 'string');
          if (!strings.length) continue;
          const at = strings[pick % strings.length];
          const text = get(body, at) as string;
          const i = c.at % (text.length + 1);
          body = replaced(body, at, text.slice(0, i) + c.char + text.slice(i));
        }
        return json(extra && body && typeof body === 'object' && !Array.isArray(body) ? { ...extra, ...body } : body);
      });

  const bodyArb: fc.Arbitrary<Body> = fc.oneof(
    { weight: 5, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 }).map(json) },
    { weight: 2, arbitrary: fc.jsonValue().map(json) },
    { weight: 1, arbitrary: fc.anything({ withNullPrototype: true, withObjectString: true }).map(json) },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }).map((s) => ({ payload: s, contentType: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc.record({
        payload: fc.oneof(fc.string({ maxLength: 60 }), fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a))),
        contentType: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16', 'application/zip', 'image/png', 'application/octet-stream', '', 'a/b/c'),
      }),
    },
    { weight: 1, arbitrary: fc.constant<Body>({}) },
  );

  // Each parameter mostly gets the kind of value it expects (a real id, a day count), else anything.
  const paramArb = (name: string) =>
    name === 'days'
      ? fc.oneof(fc.constantFrom('1', '7', '30', '90', '365', '366', '0', '-7', '1.5', '007', '1e2'), fc.integer().map(String), anyParam)
      : fc.oneof({ weight: 3, arbitrary: id() }, { weight: 2, arbitrary: anyParam });
  return { mutatedBody, bodyArb, paramArb };
}

export const queryArb = fc.oneof(
  { weight: 3, arbitrary: fc.constant('') },
  {
    weight: 2,
    arbitrary: fc
      .dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 6 })), fc.oneof(fc.string({ maxLength: 30 }), nasty), { maxKeys: 4 })
      .map((q) => `?${new URLSearchParams(q)}`),
  },
  { weight: 1, arbitrary: fc.constantFrom('?returnTo=%00', '?a=%', '?a[b]=1&a[c]=2', '?returnTo=//evil', '?code=&state=', `?x=${'y'.repeat(3000)}`) },
);

// The body never carries these: a stack frame, a source path, a runtime error's name, SQL.
export const LEAKS = [/\bat .+\.(ts|js|mjs|cjs):\d+/, /\/(work|home|usr|tmp)\//, /node_modules/, /file:\/\//, /\b(TypeError|ReferenceError|RangeError|SyntaxError|DrizzleQueryError)\b/, /Failed query/i, /\b(from|into|update) "\w+"/i];

// Lone surrogates cannot be percent-encoded as UTF-8: they go as a byte sequence that is not UTF-8 either.
const LONE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
export const encode = (s: string, raw = false) =>
  s
    .split(LONE)
    .map((part) => (raw ? encodeURI(part).replace(/[?#]/g, encodeURIComponent) : encodeURIComponent(part)))
    .join('%ED%A0%80');

