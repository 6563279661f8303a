import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import createClient, { type Client } from 'openapi-fetch';
import pg from 'pg';
import { onTestFinished } from 'vitest';
import type { paths } from '#shared/api-types.js';
import type { PageRenderer } from '#shared/first-screen.js';
import { buildApp } from '#server/app.js';
import { loadConfig } from '#server/platform/config.js';
import { copySqliteTemplate, migratedPostgresDatabase } from './database-template.js';

export interface HttpResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** The one error shape every route answers with. */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
}

export interface RequestOptions {
  method?: string;
  json?: unknown;
  body?: string | Uint8Array;
  headers?: Record<string, string>;
}

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  /** Set when the app runs on PostgreSQL: the per-file database. */
  databaseUrl: string | undefined;
  baseUrl: string;
  /**
   * A real HTTP request to the listening app; JSON bodies are parsed. The body is `unknown`
   * until the test names what it expects: the route's `ApiAnswer<path, method>`
   * (`#shared/api-answer.js`) or `ErrorBody`, so a renamed field stops the test compiling.
   */
  request<T = unknown>(path: string, options?: RequestOptions): Promise<HttpResponse<T>>;
  /**
   * The same app called by the API's generated types (`shared/api-types.ts`), as the browser
   * calls it: `api.POST('/api/admin/login', { body })` resolves to `{ data, error, response }`,
   * the answer typed by its route, so a test stops compiling when the route's shape changes.
   */
  api: Client<paths, 'application/json'>;
  close(): Promise<void>;
  /** Drops the database and data folder of an app that was already closed. */
  dispose(): Promise<void>;
}

/** A new, empty PostgreSQL database (no migrations run), and how to drop it. */
export async function freshPostgresUrl(baseUrl: string) {
  const name = `lampstand_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A real app on a database of its own, never a mock: a SQLite file in a temporary folder, or,
 * when TEST_DATABASE_URL is set, a new PostgreSQL database dropped after. Either starts as a copy
 * of a migrated template (see database-template.ts), so an app costs a copy, not the migrations,
 * and a test that needs to know every row can have an app to itself.
 */
export async function buildTestApp(
  env: Record<string, string | undefined> = {},
  options: { webDir?: string; dataDir?: string; pageRenderer?: PageRenderer } = {},
): Promise<TestApp> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'lampstand-test-'));
  const postgres =
    process.env.TEST_DATABASE_URL && !('DATABASE_URL' in env)
      ? await migratedPostgresDatabase(process.env.TEST_DATABASE_URL)
      : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO_CONTENT: 'false',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  });
  if (config.database.kind === 'sqlite')
    await copySqliteTemplate(config.database.file, config.dataDir);
  const app = await buildApp({
    config,
    logger: false,
    webDir: options.webDir ?? join(dataDir, 'no-web-build'),
    ...(options.pageRenderer ? { pageRenderer: options.pageRenderer } : {}),
  });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const dispose = async () => {
    await postgres?.drop();
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  return {
    app,
    dataDir,
    databaseUrl: postgres?.url,
    baseUrl,
    api: createClient<paths, 'application/json'>({ baseUrl }),
    async request(path, { method = 'GET', json, body, headers = {} } = {}) {
      const response = await fetch(baseUrl + path, {
        method,
        headers: json === undefined ? headers : { 'content-type': 'application/json', ...headers },
        body: json === undefined ? body : JSON.stringify(json),
      });
      const text = await response.text();
      let parsed: unknown = text;
      if (response.headers.get('content-type')?.includes('application/json'))
        parsed = JSON.parse(text);
      return { status: response.status, headers: response.headers, body: parsed as never, text };
    },
    async close() {
      await app.close();
      await dispose();
    },
    dispose,
  };
}

/**
 * An app for the running test alone, closed when the test ends: its database holds only what
 * the test made, so the test can assert exact counts and whole lists. Cheap since apps start
 * from the migrated template.
 */
export async function buildAppForOneTest(
  ...args: Parameters<typeof buildTestApp>
): Promise<TestApp> {
  const testApp = await buildTestApp(...args);
  onTestFinished(() => testApp.close());
  return testApp;
}

/** A token as sign-in answers it: a JSON Web Token's three base64url parts. */
export const SIGNED_TOKEN = /^[\w-]+\.[\w-]+\.[\w-]+$/;

export const DEMO_LOGIN = { username: 'admin', password: 'lampstand-demo' } as const;

/** Signs in and answers the bearer header for admin calls. */
export async function adminAuthHeader(
  testApp: TestApp,
  credentials: { username: string; password: string } = DEMO_LOGIN,
) {
  const { data, error } = await testApp.api.POST('/api/admin/login', { body: credentials });
  if (!data) throw new Error(`sign-in failed: ${JSON.stringify(error)}`);
  return { authorization: `Bearer ${data.token}` };
}
