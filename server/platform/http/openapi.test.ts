import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '#server/platform/testing/build-test-app.js';
import { assertOperationIds, operationIdOf } from './openapi-document.js';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, unknown> }>;
}
interface Document {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}

/** Every object in the document, wherever it is nested. */
function* objectsIn(node: unknown): Generator<Record<string, unknown>> {
  if (!node || typeof node !== 'object') return;
  if (!Array.isArray(node)) yield node as Record<string, unknown>;
  for (const value of Object.values(node)) yield* objectsIn(value);
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: Document;
  let operations: [string, Operation][];
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_SITE_URL: 'https://church.example.org' });
    document = t.app.swagger() as unknown as Document;
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]): [string, Operation] => [
        `${method} ${path}`,
        operation,
      ]),
    );
  });
  afterAll(() => t.close());

  it('names every operation once, from its method and path', () => {
    const ids = operations.map(([, operation]) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/api/streams/active']?.get?.operationId).toBe('getStreamsActive');
    expect(document.paths['/api/admin/sanctions']?.post?.operationId).toBe('postAdminSanctions');
    expect(operationIdOf('PATCH', '/api/admin/contact/:id/status')).toBe(
      'patchAdminContactStatusById',
    );
  });

  it('refuses a document with an operation unnamed or named twice', () => {
    const named = (operationId?: string) => (operationId ? { operationId } : {});
    expect(() => assertOperationIds({ '/api/a': { get: named() } })).toThrow(
      'GET /api/a has no operationId',
    );
    expect(() =>
      assertOperationIds({ '/api/a': { get: named('getA') }, '/api/b': { get: named('getA') } }),
    ).toThrow('operationId getA names both GET /api/a and GET /api/b');
  });

  it('says which operations need no token, and where the site is', () => {
    // No token, a token, or a token when there is one (what a member may see more of).
    const kinds = [[], [{ bearerAuth: [] }], [{ bearerAuth: [] }, {}]];
    for (const [name, operation] of operations)
      expect(kinds, name).toContainEqual(operation.security);
    expect(document.paths['/api/testimonies']?.get?.security).toEqual([]);
    expect(document.paths['/api/admin/users']?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(document.servers).toEqual([
      expect.objectContaining({ url: 'https://church.example.org' }),
    ]);
  });

  it('describes the event streams and the calendar by their media types, their errors as JSON', () => {
    const live = document.paths['/api/live']?.get;
    const adminLive = document.paths['/api/admin/live']?.get;
    for (const operation of [live, adminLive]) {
      expect(Object.keys(operation?.responses[200]?.content ?? {})).toEqual(['text/event-stream']);
    }
    expect(Object.keys(live?.responses[404]?.content ?? {})).toEqual(['application/json']);
    expect(Object.keys(adminLive?.responses[401]?.content ?? {})).toEqual(['application/json']);
    const calendar = document.paths['/api/events.ics']?.get;
    expect(Object.keys(calendar?.responses[200]?.content ?? {})).toEqual(['text/calendar']);
  });

  it('gives every nullable schema a type', () => {
    const untyped = [...objectsIn(document)].filter(
      (schema) => schema.nullable === true && schema.type === undefined,
    );
    expect(untyped).toEqual([]);
  });
});
