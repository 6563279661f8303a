import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import { healthResponseSchema, healthUnavailableSchema } from '#shared/schemas/common.js';
import { runHealthChecks } from './checks.js';

const CHECK_NAMES = { database: 'database', dataDir: 'data folder', redis: 'Redis' } as const;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.health,
    {
      schema: {
        tags: ['public'],
        summary: 'Liveness, database, data folder and Redis checks',
        response: { 200: healthResponseSchema, 503: healthUnavailableSchema },
      },
    },
    async (_request, reply) => {
      const checks = await runHealthChecks(app);
      const report = {
        database: app.db.kind,
        realtime: app.realtime.kind,
        uptimeSeconds: Math.round(process.uptime()),
        checks,
      };
      const failed = (Object.keys(checks) as (keyof typeof checks)[]).filter(
        (name) => checks[name] === 'failed',
      );
      reply.header('cache-control', 'no-store');
      if (failed.length === 0) return { status: 'ok' as const, ...report };
      if (failed.length === 1 && failed[0] === 'redis') {
        return { status: 'degraded' as const, ...report };
      }
      const names = failed.map((name) => CHECK_NAMES[name]).join(', ');
      return reply
        .status(503)
        .send({ status: 'unavailable' as const, message: `Failing: ${names}`, ...report });
    },
  );
};
