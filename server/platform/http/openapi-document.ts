import type { FastifySchema } from 'fastify';

/** Words for a JSON error answer, by status. */
const ERROR_DESCRIPTIONS: Record<string, string> = {
  400: 'Bad input',
  401: 'No valid token',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict',
  413: 'Too large',
  429: 'Too many requests',
  503: 'Unavailable',
};

/** What a non-JSON success carries, by media type. */
const BODY_DESCRIPTIONS: Record<string, string> = {
  'text/event-stream': 'Server-sent events, kept open',
  'text/calendar': 'An iCalendar file',
  'text/csv': 'A CSV file',
};

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const camel = (segment: string) =>
  segment
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map(capitalise)
    .join('');

/**
 * A readable operationId from the method and the path, stable while the route stays: the
 * method, the path's words after /api, then "By" and its parameters
 * (`PUT /api/admin/comment/:id/moderate` is `putAdminCommentModerateById`).
 */
export function operationIdOf(method: string, url: string): string {
  const segments = url
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean);
  const isParam = (segment: string) => segment.startsWith(':') || segment.startsWith('{');
  const words = segments.filter((segment) => !isParam(segment)).map(camel);
  const params = segments.filter(isParam).map(camel);
  return `${method.toLowerCase()}${words.join('')}${params.length ? `By${params.join('And')}` : ''}`;
}

type Responses = Record<string, unknown>;

/**
 * A route that answers something other than JSON (`produces`) says so on its success, while its
 * errors stay JSON as every error is; without this, its errors would claim the other type and
 * its success would have no body at all.
 */
function describeOtherMediaTypes(
  schema: FastifySchema & { produces?: readonly string[] },
): FastifySchema {
  const produces = schema.produces?.filter((type) => type !== 'application/json') ?? [];
  if (produces.length === 0) return schema;
  const {
    produces: _,
    response = {},
    ...rest
  } = schema as typeof schema & {
    response?: Responses;
  };
  const described: Responses = {};
  for (const [status, body] of Object.entries(response as Responses)) {
    described[status] =
      Number(status) >= 400
        ? {
            description: ERROR_DESCRIPTIONS[status] ?? 'Error',
            content: { 'application/json': { schema: body } },
          }
        : body;
  }
  if (!Object.keys(described).some((status) => status.startsWith('2'))) {
    described[200] = {
      description: BODY_DESCRIPTIONS[produces[0]!] ?? `A ${produces[0]} body`,
      content: Object.fromEntries(produces.map((type) => [type, { schema: { type: 'string' } }])),
    };
  }
  return { ...rest, response: described };
}

/**
 * Every operation as the document shows it: an operationId, `security: []` when it needs no
 * token (the document has no global security, but says so per operation), non-JSON answers
 * described by their media type.
 */
export function completeOperation(
  schema: FastifySchema & { operationId?: string; security?: unknown },
  method: string,
  url: string,
): FastifySchema {
  return {
    ...describeOtherMediaTypes(schema),
    operationId: schema.operationId ?? operationIdOf(method, url),
    security: schema.security ?? [],
  } as FastifySchema;
}

/**
 * OpenAPI 3.0 wants a type beside `nullable`; a nullable union (`anyOf`/`oneOf`) gets its
 * branches' one type, or each branch becomes nullable when their types differ.
 */
export function typeNullableUnions(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) typeNullableUnions(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  for (const value of Object.values(schema)) typeNullableUnions(value);
  const branches = (schema.anyOf ?? schema.oneOf) as Record<string, unknown>[] | undefined;
  if (schema.nullable !== true || schema.type !== undefined || !Array.isArray(branches)) return;
  const types = new Set(branches.map((branch) => branch.type));
  if (types.size === 1 && typeof branches[0]?.type === 'string') {
    schema.type = branches[0].type;
    return;
  }
  for (const branch of branches) branch.nullable = true;
  delete schema.nullable;
}

/**
 * Each operation named, and each name once: the generated client types (`shared/api-types.ts`)
 * and any other client generated from the document name their calls by them.
 */
export function assertOperationIds(paths: Record<string, Record<string, unknown>>): void {
  const seen = new Map<string, string>();
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const where = `${method.toUpperCase()} ${path}`;
      const id = (operation as { operationId?: string }).operationId;
      if (!id) throw new Error(`${where} has no operationId`);
      const other = seen.get(id);
      if (other) throw new Error(`operationId ${id} names both ${other} and ${where}`);
      seen.set(id, where);
    }
  }
}
