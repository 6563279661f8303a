import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';
import {
  hostileRequest,
  type FuzzRoute,
  routesOf,
} from '#server/platform/testing/fuzz-arbitraries.js';

/*
 * Property-based fuzzing of every route of the OpenAPI document: hostile path parameters,
 * queries and bodies must never make the server answer 5xx, and it must stay up. The time
 * budget is shared between the routes (FUZZ_SECONDS, default 45: about a minute with start-up
 * on two cores): each route gets batches of FUZZ_RUNS requests (default 10) until its share is
 * spent. A failure names its seed; FUZZ_SEED replays it.
 */
const budgetMs = Number(process.env.FUZZ_SECONDS ?? 45) * 1000;
/** Runs per batch: every route gets at least one batch, then more while its share of time lasts. */
const batchRuns = Number(process.env.FUZZ_RUNS ?? 10);
const seed = process.env.FUZZ_SEED === undefined ? Date.now() : Number(process.env.FUZZ_SEED);

describe('fuzzing every API route', () => {
  let t: TestApp;
  let routes: FuzzRoute[];
  let adminToken: string;

  beforeAll(async () => {
    t = await buildTestApp();
    adminToken = (await adminAuthHeader(t)).authorization;
    const spec = await t.app.inject({ url: '/api/docs/json' });
    routes = routesOf(spec.json());
  });
  afterAll(() => t.close());

  it(
    'never answers 5xx, and the server stays up',
    async () => {
      // A floor, not a count: the walk must have found the routes, however many features add.
      expect(routes.length).toBeGreaterThan(40);
      const perRouteMs = budgetMs / routes.length;
      let sent = 0;
      let address = 0;
      for (const route of routes) {
        const routeEnds = performance.now() + perRouteMs;
        let batch = 0;
        do {
          batch += 1;
          await fc.assert(
            fc.asyncProperty(hostileRequest(route), fc.boolean(), async (request, withToken) => {
              address += 1;
              const options: InjectOptions = {
                method: route.method,
                url: request.url,
                headers: {
                  ...request.headers,
                  ...(withToken && route.admin ? { authorization: adminToken } : {}),
                },
                // An address per request: rate limits must not stop the fuzzer reaching handlers.
                remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
                ...(request.body === undefined ? {} : { payload: request.body }),
              };
              const response = await t.app.inject(options);
              sent += 1;
              if (response.statusCode >= 500) {
                throw new Error(
                  `${route.method} ${request.url} answered ${response.statusCode}: ${response.body}\n` +
                    `body: ${String(request.body).slice(0, 500)}`,
                );
              }
            }),
            { seed: seed + batch, numRuns: batchRuns },
          );
        } while (performance.now() < routeEnds);
        const health = await t.app.inject({ url: '/api/health' });
        expect(health.statusCode, `health after ${route.method} ${route.path}`).toBe(200);
      }
      // Each route gets its time budget: at least one batch each, more on a faster machine.
      expect(sent).toBeGreaterThanOrEqual(routes.length * batchRuns);
      // Over real HTTP too: the listening server still answers.
      expect((await t.request('/api/health')).status).toBe(200);
    },
    budgetMs + 120_000,
  );
});
