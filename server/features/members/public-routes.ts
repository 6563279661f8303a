import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import { API_MESSAGES } from '#shared/api-messages.js';
import { errorResponseSchema, messageResponseSchema } from '#shared/schemas/common.js';
import {
  memberAuthResponseSchema,
  memberLoginBodySchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
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

  app.post(
    API.passwordReset,
    {
      config: { rateLimit: RATE_LIMITS.passwordReset },
      schema: {
        tags: ['public'],
        summary:
          'Email a single-use link to choose a new password (the same answer whether or not the address has an account)',
        body: passwordResetRequestSchema,
        response: {
          200: messageResponseSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      app.passwordResets.request(request.body.email);
      return { message: API_MESSAGES.members.passwordResetSent };
    },
  );

  app.post(
    API.passwordResetConfirm,
    {
      config: { rateLimit: RATE_LIMITS.passwordReset },
      schema: {
        tags: ['public'],
        summary:
          'Choose a new password with the emailed link; answers the member and a member token',
        body: passwordResetConfirmSchema,
        response: {
          200: memberAuthResponseSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => app.passwordResets.confirm(request.body),
  );
};
