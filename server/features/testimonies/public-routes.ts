import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import { errorResponseSchema } from '#shared/schemas/common.js';
import {
  testimonyWallQuerySchema,
  testimonyWallResponseSchema,
} from '#shared/schemas/site-content.js';
import { testimonyBodySchema, testimonyResponseSchema } from '#shared/schemas/submissions.js';
import { identifyMember } from '#server/features/members/index.js';
import { optionalMemberAuth, publicWriteErrors } from '#server/platform/http/public-route.js';
import { RATE_LIMITS } from '#server/platform/http/rate-limits.js';
import { presentPublicTestimony, presentTestimony } from './presenter.js';

export const publicTestimonyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API.testimony,
    {
      config: { rateLimit: RATE_LIMITS.testimony },
      preHandler: identifyMember,
      schema: {
        tags: ['public'],
        summary: 'Share a testimony; it waits for approval',
        security: optionalMemberAuth,
        body: testimonyBodySchema,
        response: { 201: testimonyResponseSchema, ...publicWriteErrors },
      },
    },
    async (request, reply) => {
      const testimony = await app.testimonies.submit(request.member, request.body);
      return reply.status(201).send({ testimony: presentTestimony(testimony) });
    },
  );

  app.get(
    API.approvedTestimonies,
    {
      schema: {
        tags: ['public'],
        summary: 'Approved testimonies, newest first, a page at a time',
        querystring: testimonyWallQuerySchema,
        response: { 200: testimonyWallResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await app.testimonies.wallPage({ page, limit });
      return { testimonies: rows.map(presentPublicTestimony), total, page, limit };
    },
  );
};
