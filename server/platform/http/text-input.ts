import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '#shared/messages.js';
import { ValidationError } from '#server/platform/errors.js';

/*
 * Text the databases can store: PostgreSQL refuses a NUL character in text (SQLite keeps it), and
 * neither should hold bytes that are not UTF-8. Both are refused here, as a 400, before any
 * route's schema or SQL sees them, so the two databases answer alike.
 */

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** Deep JSON is walked without recursion: a body nested thousands deep must not overflow the stack. */
function findNul(root: unknown, part: string): string | undefined {
  const stack: { value: unknown; path: string }[] = [{ value: root, path: '' }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path || part;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return childPath.replaceAll('\u0000', '\\0');
        stack.push({ value: child, path: childPath });
      }
    }
  }
  return undefined;
}

function badEncoding(): ValidationError {
  return new ValidationError(MESSAGES.errors.badEncoding, { query: MESSAGES.errors.badEncoding });
}

/** Malformed percent-encoding (`%FF`, `%C0%80`, a lone `%`) in the query string is a 400. */
async function checkQueryEncoding(request: FastifyRequest) {
  const at = request.url.indexOf('?');
  if (at === -1) return;
  try {
    decodeURIComponent(request.url.slice(at + 1).replaceAll('+', ' '));
  } catch {
    throw badEncoding();
  }
}

async function refuseNul(request: FastifyRequest) {
  for (const [part, value] of [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const) {
    const field = findNul(value, part);
    if (field !== undefined) {
      throw new ValidationError(MESSAGES.errors.validation, {
        [field]: MESSAGES.errors.nulCharacter,
      });
    }
  }
}

export function registerTextInputChecks(app: FastifyInstance) {
  app.addHook('onRequest', checkQueryEncoding);
  app.addHook('preValidation', refuseNul);

  // Fastify's own JSON parser (with its __proto__ and constructor checks), fed only valid UTF-8:
  // decoding leniently would turn bad bytes into U+FFFD and store text the client never sent.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = strictUtf8.decode(body as Buffer);
    } catch {
      done(
        new ValidationError(MESSAGES.errors.badEncoding, { body: MESSAGES.errors.badEncoding }),
        undefined,
      );
      return;
    }
    void parseJson(request, text, done);
  });
}

/**
 * For Fastify's errors raised before any hook runs (a path whose percent-encoding is not UTF-8,
 * a path parameter past the length limit): the one error shape.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  void reply.status(status).send({ message: MESSAGES.errors.badUrl });
}
