import path from 'node:path';
import { z } from 'zod';

/**
 * The only reader of process.env. Everything the server can be configured with is
 * parsed here once; a bad value stops the process with a message naming the variable.
 */
const bool = (def: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? def : ['1', 'true', 'yes'].includes(v)));

const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional()),
  PUBLIC_URL: optionalUrl,
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  SEED_DEMO: bool(true),
  /** Behind a reverse proxy: trust its X-Forwarded-For / -Proto (true, a hop count, or addresses). */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v): boolean | number | string => {
      if (!v || v === '0' || v === 'false') return false;
      if (v === '1' || v === 'true') return true;
      return /^\d+$/.test(v) ? Number(v) : v;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STUDIO_NAME: z.string().min(1).default('Pixel & Pine Studio'),
  STUDIO_LOGO_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.string().regex(/^(https?:\/\/|\/)/, 'must be an http(s) URL or a path starting with /').optional()),
  STUDIO_ACCENT_COLOR: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'must be a hex colour like #6d5efc')
    .default('#6d5efc'),
  STUDIO_CONTACT_EMAIL: z.email('must be an e-mail address').default('hello@studio.example'),
  STUDIO_CONTACT_PHONE: z.string().optional(),
  STUDIO_ADDRESS: z.string().optional(),
  /**
   * Slow clients (see plugins/timeouts.ts): the time to send a request's headers; a request body's time
   * to arrive, after which it may go on only at BODY_MIN_BYTES_PER_S on average (big uploads do); an idle
   * keep-alive connection's life; a socket with no traffic either way (0: none).
   */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1).default(30_000),
  BODY_MIN_BYTES_PER_S: z.coerce.number().int().min(0).default(16 * 1024),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1).default(72_000),
  SOCKET_IDLE_TIMEOUT_MS: z.coerce.number().int().min(0).default(300_000),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /**
   * How long a process may answer from its memory who a session token belongs to (ms; 0: ask the database
   * every time). Any change to the user or their sessions, by this process or another (the database's
   * change feed), drops the entry at once; the time bounds what a lost feed could miss.
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  /**
   * How long a client's website and payment lists may be answered from memory (ms; 0: off). Dropped at once
   * when any of the client's records changes (the database's change feed); not used while the feed is down.
   */
  READ_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  /** Memory budget of those cached lists (MB); the least recently used clients go first. */
  READ_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(32),
  SIGNUP_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  SMTP_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional()),
  MAIL_FROM: z.string().optional(),
  PAYMENT_PROCESSOR: z.enum(['test', 'stripe']).optional(),
  STRIPE_SECRET_KEY: z.string().optional().transform((v) => (v ? v : undefined)),
  STRIPE_PUBLISHABLE_KEY: z.string().optional().transform((v) => (v ? v : undefined)),
  STRIPE_WEBHOOK_SECRET: z.string().optional().transform((v) => (v ? v : undefined)),
  /** Where the Stripe SDK sends its calls; only for a local stand-in in tests. */
  STRIPE_API_URL: optionalUrl,
  CURRENCY: z.string().regex(/^[a-z]{3}$/, 'must be a lower-case ISO currency code like usd').default('usd'),
  JOBS: bool(true),
  /** Any OpenAI-compatible server for the assistant; without it the built-in assistant answers. */
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: z.string().optional().transform((v) => (v ? v : undefined)),
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  COLLECT_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  MONITOR: bool(true),
  MONITOR_INTERVAL_S: z.coerce.number().int().min(10, 'must be at least 10').default(300),
  ANALYTICS_ROLLUP_S: z.coerce.number().int().min(1).max(3600).default(60),
  /** Days of raw beacons and uptime checks kept (today included); the daily rows keep their figures for good. */
  ANALYTICS_RAW_DAYS: z.coerce.number().int().min(2, 'must be at least 2 (the rollup reads yesterday and today)').max(3650).default(7),
  MONITOR_ALLOW_PRIVATE: bool(false),
  OIDC_ISSUER_URL: optionalUrl,
  OIDC_CLIENT_ID: z.string().optional().transform((v) => (v ? v : undefined)),
  OIDC_CLIENT_SECRET: z.string().optional().transform((v) => (v ? v : undefined)),
  OIDC_NAME: z.string().min(1).default('your studio account'),
  /** Encrypts two-factor secrets at rest; generated once into DATA_DIR/keys when not given. */
  TWO_FACTOR_ENCRYPTION_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  TWO_FACTOR_ISSUER: z.string().min(1).default('Studio Portal'),
  /** Signs upload URLs; generated once into DATA_DIR/keys when not given. */
  UPLOAD_SIGNING_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  SITE_UPLOAD_MAX_BYTES: z.coerce.number().int().min(1).default(512 * 1024 * 1024),
  SITE_MAX_UNPACKED_BYTES: z.coerce.number().int().min(1).default(2 * 1024 * 1024 * 1024),
  SITE_MAX_ENTRIES: z.coerce.number().int().min(1).default(20_000),
  /** Where site files and attachments live: DATA_DIR (local) or an S3-compatible bucket (s3). */
  STORAGE: z.enum(['local', 's3'], 'must be local or s3').default('local'),
  /** Only for S3-compatible servers (MinIO, Ceph, R2, ...); AWS S3 itself needs none. */
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens').optional()),
  S3_REGION: z.string().optional().transform((v) => (v ? v : undefined)),
  S3_ACCESS_KEY_ID: z.string().optional().transform((v) => (v ? v : undefined)),
  S3_SECRET_ACCESS_KEY: z.string().optional().transform((v) => (v ? v : undefined)),
  /** Path-style URLs (endpoint/bucket/key), which most S3-compatible servers need. */
  S3_FORCE_PATH_STYLE: bool(false),
});

export type Config = Omit<z.infer<typeof envSchema>, 'DATA_DIR'> & { DATA_DIR: string };

/** The card processor in use: Stripe when its key is set (unless told otherwise), else the built-in test one. */
export const paymentProcessorOf = (c: Config): 'test' | 'stripe' => c.PAYMENT_PROCESSOR ?? (c.STRIPE_SECRET_KEY ? 'stripe' : 'test');

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const data = parsed.data;
  if (data.PAYMENT_PROCESSOR === 'stripe' && !data.STRIPE_SECRET_KEY) {
    throw new ConfigError('Invalid configuration:\n  STRIPE_SECRET_KEY: is required when PAYMENT_PROCESSOR=stripe');
  }
  if (data.STRIPE_SECRET_KEY && !data.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError('Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: is required with STRIPE_SECRET_KEY (payments are confirmed by webhook)');
  }
  if (data.STORAGE === 's3') {
    const missing = (['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((k) => !data[k]);
    if (missing.length) {
      throw new ConfigError(`Invalid configuration:\n${missing.map((k) => `  ${k}: is required when STORAGE=s3`).join('\n')}`);
    }
  }
  return { ...data, DATA_DIR: path.resolve(data.DATA_DIR) };
}

/** A config for tests and tools: defaults plus overrides, without reading process.env. */
export function testConfig(overrides: Partial<Record<keyof z.input<typeof envSchema>, string>> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: '0', ...overrides });
}
