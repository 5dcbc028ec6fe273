import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';

/** Statuses Fastify's own errors may carry through as-is (their messages are safe to show). */
const PASS_THROUGH: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body must not be empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON in request body',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body',
};

// Node's socket errors and SQLSTATE classes that mean "the database is away", not "the query is wrong".
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', '53300']);
const UNAVAILABLE_SQLSTATE = /^(08|57P0)/; // connection exception; admin/crash shutdown, cannot connect now
// node-postgres says these without a code (a cut connection, no connection to be had in time).
const POOL_MESSAGES = ['Connection terminated', 'timeout exceeded when trying to connect', 'is not queryable'];

/** The first error in the chain (Drizzle puts the driver's error in `cause`) that `test` picks. */
function findCause(error: unknown, test: (code: unknown, message: unknown) => boolean): { message?: string; code?: string } | undefined {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (test(code, message)) return e as { message?: string; code?: string };
    // An AggregateError (a connection tried on several addresses) holds the real errors in `errors`.
    e = (e as { cause?: unknown }).cause ?? (e as { errors?: unknown[] }).errors?.[0];
  }
  return undefined;
}

const unavailableCause = (error: unknown) =>
  findCause(
    error,
    (code, message) =>
      (typeof code === 'string' && (CONNECTION_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) ||
      (typeof message === 'string' && POOL_MESSAGES.some((m) => message.includes(m))),
  );

/** True when the database cannot be reached right now: the request did nothing wrong and may succeed in a moment. */
export const isDatabaseUnavailable = (error: unknown) => unavailableCause(error) !== undefined;

// Text PostgreSQL cannot store (a NUL character) that got past the input checks: the request's fault.
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

function fieldErrors(validation: { instancePath: string; message?: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const v of validation) {
    const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    errors[field] ??= v.message ?? 'Invalid value';
  }
  return errors;
}

/** One error path: `{ message, errors? }` with the right status; never a stack or SQL on 5xx. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error.validation as any);
      const whole = errors._;
      if (whole && Object.keys(errors).length === 1) {
        return reply.status(400).send({ message: 'Request body must be a JSON object' });
      }
      delete errors._;
      return reply.status(400).send({ message: Object.values(errors).join('. '), errors });
    }
    if (error.code && PASS_THROUGH[error.code]) {
      return reply.status(error.statusCode ?? 400).send({ message: PASS_THROUGH[error.code] });
    }
    if (error instanceof SyntaxError || error.code === 'FST_ERR_VALIDATION') {
      return reply.status(400).send({ message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: 'Too many requests, please try again later' });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message });
    }
    if (findCause(error, (code) => typeof code === 'string' && UNSTORABLE_TEXT.has(code))) {
      return reply.status(400).send({ message: 'Text must not contain NUL characters' });
    }
    const unavailable = unavailableCause(error);
    if (unavailable) {
      // A database restart or failover: say so, and when to try again, instead of a bare 500.
      // Only the driver's own error is logged: Drizzle's wrapper carries the query's parameters.
      request.log.warn({ err: { message: unavailable.message, code: unavailable.code } }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ message: 'The service is temporarily unavailable. Please try again in a moment.' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(status >= 500 && status < 600 ? status : 500).send({ message: 'Internal server error' });
  });
}
