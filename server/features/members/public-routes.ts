import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import { errorResponseSchema } from '#shared/schemas/common.js';
import {
  memberAuthResponseSchema,
  memberLoginBodySchema,
  registerBodySchema,
} from '#shared/schemas/members.js';
import { RATE_LIMITS } from '#server/platform/http/rate-limits.js';

export const publicMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API.register,
    {
      config: { rateLimit: RATE_LIMITS.register },
      schema: {
        tags: ['public'],
        summary: 'Register as a member; answers the member and a member token',
        body: registerBodySchema,
        response: {
          201: memberAuthResponseSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => reply.status(201).send(await app.members.register(request.body)),
  );

  app.post(
    API.memberLogin,
    {
      config: { rateLimit: RATE_LIMITS.memberLogin },
      schema: {
        tags: ['public'],
        summary: 'Sign in as a member; answers the member and a member token',
        body: memberLoginBodySchema,
        response: {
          200: memberAuthResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => app.members.login({ ...request.body, ip: request.ip }),
  );
};
