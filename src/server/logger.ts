import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

/** Paths pino blanks out wherever they appear, so no secret reaches a log line. */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.secret',
  '*.passwordHash',
  '*.challengeToken',
  // The S3 secret, however it is logged: as configured, or inside an SDK client's credentials.
  '*.S3_SECRET_ACCESS_KEY',
  '*.secretAccessKey',
];

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      // Query strings can carry signatures (upload URLs); log the path only.
      req: (req) => ({ method: req.method, url: req.url.split('?')[0], remoteAddress: req.ip }),
    },
  };
}
