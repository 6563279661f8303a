import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { API } from '#shared/api-paths.js';
import { healthResponseSchema } from '#shared/schemas/common.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.health,
    {
      schema: {
        tags: ['public'],
        summary: 'Liveness and database check',
        response: { 200: healthResponseSchema },
      },
    },
    async () => {
      await sql`select 1`.execute(app.db.kysely);
      return {
        status: 'ok' as const,
        database: app.db.kind,
        realtime: app.realtime.kind,
        uptimeSeconds: Math.round(process.uptime()),
      };
    },
  );
};
