import { API } from '#shared/api-paths.js';
import fc from 'fast-check';

/** One method of one path of the OpenAPI document, with what it takes. */
export interface FuzzRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, `{id}` style. */
  path: string;
  admin: boolean;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[];
  multipart: boolean;
}

export interface HostileRequest {
  url: string;
  headers: Record<string, string>;
  body: string | Buffer | undefined;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: {
    content?: Record<string, { schema?: { properties?: Record<string, unknown> } }>;
  };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every route of the document but the documentation's own. */
export function routesOf(spec: {
  paths: Record<string, Partial<Record<string, OpenApiOperation>>>;
}): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  for (const [path, operations] of Object.entries(spec.paths)) {
    if (path.startsWith('/api/docs')) continue;
    // Event streams stay open by design (an injected request would never end); their input
    // checks are tested over HTTP in the live feature's tests.
    if (path === API.live || path === API.adminLive) continue;
    for (const method of METHODS) {
      const operation = operations[method];
      if (!operation) continue;
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const jsonSchema = content['application/json']?.schema;
      routes.push({
        method: method.toUpperCase() as FuzzRoute['method'],
        path,
        admin: path.startsWith('/api/admin') && path !== '/api/admin/login',
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: Object.keys(jsonSchema?.properties ?? {}),
        multipart: 'multipart/form-data' in content,
      });
    }
  }
  return routes;
}

const FRAGMENTS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  "' OR '1'='1",
  "'; DROP TABLE streams; --",
  '" OR 1=1 --',
  '1; SELECT pg_sleep(0)',
  '%',
  '%00',
  '%FF',
  '\\',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'null',
  'undefined',
  'true',
  '-1',
  '0',
  '1e309',
  'NaN',
  '9007199254740993',
  '2026-02-30T25:61:00Z',
  '\u202e\u200b\ufeff',
  '\ud800',
  '\udfff',
  '😀👨‍👩‍👧',
  '李'.repeat(300),
  'a'.repeat(70_000),
];

/** Strings a client should never send: hostile fragments, random and unicode text, huge text. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...FRAGMENTS),
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.tuple(fc.constantFrom(...FRAGMENTS), fc.string({ maxLength: 8 })).map(([a, b]) => a + b),
  fc.integer({ min: 1000, max: 300_000 }).map((length) => 'x'.repeat(length)),
);

const KEYS = ['__proto__', 'constructor', 'prototype', 'toString', '', '\u0000', 'a.b', '$where'];

/** JSON text, written by hand so keys such as `__proto__` reach the server as sent. */
function jsonText(fields: string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    fc.constantFrom(...KEYS),
    ...(fields.length ? [fc.constantFrom(...fields), fc.constantFrom(...fields)] : []),
    fc.string({ maxLength: 10 }),
  );
  const { value } = fc.letrec<{ value: string }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      hostileString.map((text) => JSON.stringify(text)),
      fc
        .oneof(
          fc.integer(),
          fc.double({ noNaN: true, noDefaultInfinity: true }),
          fc.constantFrom(-0, 1e308, -1e308, 2 ** 53 + 1),
        )
        .map((n) => JSON.stringify(n)),
      fc.constantFrom('true', 'false', 'null'),
      fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
      fc
        .array(fc.tuple(key, tie('value')), { maxLength: 5 })
        .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
    ),
  }));
  // Every field of the schema, each with a hostile value: reaches the handler more often.
  const shaped = fc
    .tuple(...fields.map(() => fc.option(value, { nil: undefined, freq: 4 })))
    .map(
      (values) =>
        `{${fields
          .flatMap((field, index) =>
            values[index] === undefined ? [] : [`${JSON.stringify(field)}:${values[index]}`],
          )
          .join(',')}}`,
    );
  const deep = fc
    .tuple(fc.integer({ min: 100, max: 20_000 }), fc.constantFrom('[', '{"a":'))
    .map(([depth, open]) => open.repeat(depth) + '1' + (open === '[' ? ']' : '}').repeat(depth));
  return fc.oneof(
    fields.length ? shaped : value,
    value,
    deep,
    fc.constantFrom('{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"x":1}}}'),
    fc.constantFrom('', '{', '{"a":1,}', 'nul', '[1,2', '"\\ud800"', '{"a":"\\u0000"}'),
  );
}

/** Percent-encodes any text, lone surrogates included (as their WTF-8 bytes). */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')]
      .map((byte) => `%${byte.toString(16).padStart(2, '0')}`)
      .join('');
  }
}

const pathSegment = fc.oneof(
  hostileString.map(encode),
  fc.constantFrom('%FF', '%C0%80', '%00', '%E0%A4', '%', '%%', '..', '%2e%2e', '%2F'),
  fc.uuid(),
);

function query(names: string[]): fc.Arbitrary<string> {
  const name = fc.oneof(
    ...(names.length ? [fc.constantFrom(...names), fc.constantFrom(...names)] : []),
    fc.constantFrom('__proto__', 'constructor', '__proto__[x]', 'a[]'),
  );
  const pair = fc
    .tuple(name, fc.oneof(hostileString.map(encode), fc.constantFrom('%FF', '%C0%80', '%')))
    .map(([key, value]) => `${encode(key)}=${value}`);
  return fc
    .array(pair, { maxLength: 6 })
    .map((pairs) => (pairs.length ? `?${pairs.join('&')}` : ''));
}

function multipartBody(): fc.Arbitrary<{ body: Buffer; type: string }> {
  return fc
    .tuple(fc.uint8Array({ maxLength: 2048 }), hostileString, fc.boolean())
    .map(([bytes, name, closed]) => {
      const boundary = 'fuzzboundary';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename=${JSON.stringify(name.slice(0, 300))}\r\nContent-Type: image/png\r\n\r\n`;
      const tail = closed ? `\r\n--${boundary}--\r\n` : '';
      return {
        body: Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(tail)]),
        type: `multipart/form-data; boundary=${boundary}`,
      };
    });
}

/** A whole hostile request for a route: its path filled, a query, and a body when it takes one. */
export function hostileRequest(route: FuzzRoute): fc.Arbitrary<HostileRequest> {
  const params = fc.tuple(...route.pathParams.map(() => pathSegment));
  const takesBody = route.method !== 'GET' && route.method !== 'DELETE';
  const body: fc.Arbitrary<{ body: string | Buffer | undefined; type?: string }> = takesBody
    ? fc.oneof(
        jsonText(route.bodyFields).map((text) => ({ body: text, type: 'application/json' })),
        ...(route.multipart ? [multipartBody()] : []),
        fc.constantFrom(
          { body: undefined },
          { body: 'a=1&b=%FF', type: 'application/x-www-form-urlencoded' },
          { body: '{"a":1}', type: 'text/plain' },
          {
            body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]),
            type: 'application/json',
          },
        ),
      )
    : fc.constant({ body: undefined });
  return fc
    .tuple(params, query(route.queryParams), body)
    .map(([values, search, payload]): HostileRequest => {
      let index = 0;
      const path = route.path.replace(/\{\w+\}/g, () => values[index++] ?? '');
      return {
        url: path + search,
        headers: payload.type ? { 'content-type': payload.type } : ({} as Record<string, string>),
        body: payload.body,
      };
    });
}
