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
    request.log.error({ err: error }, 'request failed');
    return reply.status(status >= 500 && status < 600 ? status : 500).send({ message: 'Internal server error' });
  });
}
