import Fastify from 'fastify';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.js';
import { MESSAGES } from '#shared/messages.js';
import { UnauthorizedError } from '#server/platform/errors.js';
import { createTokenService } from './tokens.js';
import {
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import { factories } from '#server/platform/testing/factories.js';
import {
  PUBLIC_ADMIN_PATHS,
  guardedAdminApi,
  namesAdminPath,
  refuseUnguardedAdminRoutes,
} from './admin-guard.js';
import { repositoriesOf } from '#server/platform/testing/repositories.js';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A request whose target goes on the wire exactly as written: fetch would normalise dot
 * segments and could not send an absolute-form request line.
 */
function rawRequest(
  baseUrl: string,
  method: string,
  target: string,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  const body = method === 'GET' || method === 'HEAD' || method === 'DELETE' ? undefined : '{}';
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: hostname,
        port,
        method,
        path: target,
        headers: {
          ...headers,
          ...(body ? { 'content-type': 'application/json', 'content-length': '2' } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Every way of writing an admin path we know a router or proxy might treat as the same path. */
function spellings(path: string, baseUrl: string): [string, string][] {
  const rest = path.slice('/api/admin'.length);
  return [
    ['as documented', path],
    ['with a percent-encoded letter', `/api/%61dmin${rest}`],
    ['with every letter of "admin" percent-encoded', `/api/%61%64%6d%69%6e${rest}`],
    ['in upper case', path.toUpperCase()],
    ['in mixed case', `/api/Admin${rest}`],
    ['with doubled slashes', `/api//admin${rest.replace('/', '//')}`],
    ['with a leading doubled slash', `/${path}`],
    ['with a dot segment', `/api/./admin${rest}`],
    ['with a parent segment', `/api/x/../admin${rest}`],
    ['with an encoded parent segment', `/api/x/%2e%2e/admin${rest}`],
    ['with a trailing slash', `${path}/`],
    ['as an absolute-form request line', `${baseUrl}${path}`],
    ['as an absolute-form line with an encoded letter', `${baseUrl}/api/%61dmin${rest}`],
  ];
}

describe('the admin guard, on every admin route of the OpenAPI document', () => {
  let t: TestApp;
  let routes: { method: string; path: string }[];
  /** What is sent, and the message of the 401: no credentials at all, or ones that fail. */
  let credentials: [string, Record<string, string>, string][];

  beforeAll(async () => {
    t = await buildTestApp();
    const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    routes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/admin/') && !PUBLIC_ADMIN_PATHS.includes(path))
      .flatMap(([path, operations]) =>
        Object.keys(operations)
          .filter((method) => method !== 'head')
          .map((method) => ({
            method: method.toUpperCase(),
            path: path.replace(/\{[^}]+\}/g, '0123456789abcdef01234567'),
          })),
      );

    const make = factories(t.app);
    const admin = await repositoriesOf(t.app).admins.findByUsername('admin');
    const tokens = createTokenService(t.app.config.jwtSecret);
    const live = await adminAuthHeader(t);
    const sessionId = JSON.parse(
      Buffer.from(live.authorization.split('.')[1] ?? '', 'base64url').toString(),
    ).sid as string;
    const expired = await tokens.signAdminToken(admin!.id, sessionId, new Date(Date.now() - 1000));
    const foreign = await createTokenService('another-secret-'.repeat(3)).signAdminToken(
      admin!.id,
      sessionId,
      new Date(Date.now() + 30 * 60_000),
    );
    const signedOut = await adminAuthHeader(t);
    expect((await t.request(API.adminLogout, { method: 'POST', headers: signedOut })).status).toBe(
      200,
    );
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
      sub: admin!.id,
      iss: 'lampstand',
      aud: 'lampstand:admin',
      iat: now,
      exp: now + 600,
    })}.`;
    const member = await make.memberAuth(await make.member());
    const { required, invalidToken: invalid } = MESSAGES.auth;
    credentials = [
      ['no token', {}, required],
      ['an expired token', { authorization: `Bearer ${expired}` }, invalid],
      ['a token signed with another secret', { authorization: `Bearer ${foreign}` }, invalid],
      ['the token of a session that signed out', signedOut, invalid],
      ['an unsigned token (alg: none)', { authorization: `Bearer ${unsigned}` }, invalid],
      ["a member's token", member, invalid],
      ['a token in another scheme', { authorization: `Basic ${expired}` }, required],
    ];
  });
  afterAll(() => t.close());

  it('finds the admin routes in the document', () => {
    // A floor, not a count: the walk must have found the routes, however many features add.
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContainEqual({ method: 'GET', path: API.adminMembers });
  });

  it('refuses every admin route with 401 for each kind of bad credentials', async () => {
    for (const { method, path } of routes) {
      for (const [label, headers, message] of credentials) {
        const response = await rawRequest(t.baseUrl, method, path, headers);
        expect(response.status, `${method} ${path} with ${label}`).toBe(401);
        expect(JSON.parse(response.body)).toEqual({ message });
      }
    }
  });

  it('refuses every admin route with 401 however its path is spelled', async () => {
    for (const { method, path } of routes) {
      for (const [label, target] of spellings(path, t.baseUrl)) {
        const response = await rawRequest(t.baseUrl, method, target);
        expect(response.status, `${method} ${path} ${label}: ${target}`).toBe(401);
      }
    }
  });

  it('sends the security headers with the 401', async () => {
    const response = await rawRequest(t.baseUrl, 'GET', `/api/%61dmin/users`);
    expect(response.status).toBe(401);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('lets a valid admin token through, and only that', async () => {
    const headers = await adminAuthHeader(t);
    expect((await rawRequest(t.baseUrl, 'GET', API.adminMembers, headers)).status).toBe(200);
    expect((await rawRequest(t.baseUrl, 'GET', '/api/%61dmin/users', headers)).status).toBe(200);
  });
});

describe('routes under /api/admin outside the guarded plugin', () => {
  const bareApp = () =>
    Fastify({ logger: false }).decorate('authenticateAdmin', () => {
      throw new UnauthorizedError('no');
    });

  it('stop the app from starting', async () => {
    const app = bareApp();
    refuseUnguardedAdminRoutes(app);
    await app.register(
      guardedAdminApi([
        async (admin) => {
          admin.get('/api/admin/inside', async () => 'guarded');
        },
      ]),
    );
    app.get('/api/Admin/sneaky', async () => 'open to anyone');
    await expect(app.ready()).rejects.toThrow(/outside the guarded admin plugin: GET \/api\/Admin/);
  });

  it('let an app whose admin routes are all inside start', async () => {
    const app = bareApp();
    refuseUnguardedAdminRoutes(app);
    await app.register(
      guardedAdminApi([
        async (admin) => {
          admin.get('/api/admin/inside', async () => 'guarded');
        },
      ]),
    );
    app.get('/api/public', async () => 'open');
    await expect(app.ready()).resolves.toBe(app);
    await app.close();
  });
});

describe('namesAdminPath', () => {
  it.each([
    ['/api/admin/users', true],
    ['/api/%61dmin/users', true],
    ['/API/ADMIN', true],
    ['//api//admin//users', true],
    ['/api/x/../admin/users', true],
    ['/api/x/%2e%2e/admin/users', true],
    ['http://example.org/api/admin/users?x=1', true],
    ['/api/administrators', false],
    ['/api/streams/active', false],
    ['/%E0%A4%A', false],
  ])('%s → %s', (url, expected) => {
    expect(namesAdminPath(url)).toBe(expected);
  });
});
