import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import { errorResponseSchema } from '#shared/schemas/common.js';
import {
  prayNowBodySchema,
  prayNowParamsSchema,
  prayNowResponseSchema,
} from '#shared/schemas/pray-now.js';
import { identifyMember } from '#server/features/members/index.js';
import { RATE_LIMITS } from '#server/platform/http/rate-limits.js';
import { optionalMemberAuth, publicWriteErrors } from '#server/platform/http/public-route.js';
import { presentPrayNow } from './presenter.js';

/** Praying with someone now, the visitor's side: the id the request answers is its only key. */
export const publicPrayNowRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API.prayNow,
    {
      config: { rateLimit: RATE_LIMITS.prayNow },
      preHandler: identifyMember,
      schema: {
        tags: ['public'],
        summary: 'Ask to pray with someone from the prayer team now',
        security: optionalMemberAuth,
        body: prayNowBodySchema,
        response: { 201: prayNowResponseSchema, ...publicWriteErrors },
      },
    },
    async (request, reply) => {
      const row = await app.prayNow.ask(request.member, request.body);
      return reply.status(201).send({ prayNow: presentPrayNow(row) });
    },
  );

  app.get(
    API.prayNowRequest,
    {
      schema: {
        tags: ['public'],
        summary:
          'Whether someone accepted a pray-now request, and their conversation (readable only with its id)',
        params: prayNowParamsSchema,
        response: {
          200: prayNowResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => ({ prayNow: presentPrayNow(await app.prayNow.read(request.params.id)) }),
  );
};
