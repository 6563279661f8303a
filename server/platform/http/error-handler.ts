import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '#shared/messages.js';
import { isDatabaseUnavailable } from '#server/platform/db/errors.js';
import {
  AppError,
  ServiceUnavailableError,
  TooManyRequestsError,
} from '#server/platform/errors.js';

/** What a client is told to wait before trying again after a database outage. */
const UNAVAILABLE_RETRY_SECONDS = 5;

/** Fastify's own client errors, answered with our texts instead of its internal wording. */
const FRAMEWORK_MESSAGES: Record<number, string> = {
  403: MESSAGES.errors.forbidden,
  404: MESSAGES.errors.notFound,
  413: MESSAGES.errors.tooLarge,
  415: MESSAGES.errors.unsupportedMediaType,
  429: MESSAGES.errors.tooManyRequests,
};

function fieldErrors(
  validation: { instancePath: string; message?: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
    errors[field] ??= issue.message ?? MESSAGES.errors.required;
  }
  return errors;
}

/** The one error handler: every failure leaves as `{ message, errors? }`, and 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      // The cause stays in the log; the client hears only "try again".
      request.log.error({ err: error }, 'database unavailable');
      const unavailable = new ServiceUnavailableError(
        MESSAGES.errors.unavailable,
        UNAVAILABLE_RETRY_SECONDS,
      );
      reply.header('retry-after', String(unavailable.retryAfterSeconds));
      return reply.status(unavailable.statusCode).send({ message: unavailable.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .status(400)
        .send({ message: MESSAGES.errors.validation, errors: fieldErrors(error.validation) });
    }
    if (error instanceof AppError) {
      if (error instanceof TooManyRequestsError) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      return reply
        .status(error.statusCode)
        .send(
          error.errors
            ? { message: error.message, errors: error.errors }
            : { message: error.message },
        );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        FRAMEWORK_MESSAGES[status] ??
        (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.name === 'SyntaxError'
          ? 'The request body is not valid JSON'
          : MESSAGES.errors.validation);
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: MESSAGES.errors.internal });
  });
}
