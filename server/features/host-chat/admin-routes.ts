import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import { currentStaff, moderatorsMay } from '#server/platform/auth/admin-guard.js';
import { errorResponseSchema, idParamsSchema } from '#shared/schemas/common.js';
import {
  hostChatBodySchema,
  hostChatMessagesResponseSchema,
  hostChatPostedResponseSchema,
} from '#shared/schemas/host-chat.js';
import { presentHostChatMessage } from './presenter.js';

const security = [{ bearerAuth: [] }];
const adminErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
} as const;

/** The team's chat beside a stream: every role that may moderate a stream reads and writes it. */
export const adminHostChatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.adminHostChat,
    {
      config: moderatorsMay(),
      schema: {
        tags: ['admin'],
        summary: 'The team’s chat beside a stream: its newest messages, oldest first',
        security,
        params: idParamsSchema,
        response: { 200: hostChatMessagesResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({
      messages: (await app.hostChat.messages(request.params.id)).map(presentHostChatMessage),
    }),
  );

  app.post(
    API.adminHostChat,
    {
      // A conversation among the team, not a change to anything: the audit log stays for changes.
      config: moderatorsMay({ audit: false }),
      schema: {
        tags: ['admin'],
        summary: 'Write in the team’s chat beside a stream (never shown to viewers)',
        security,
        params: idParamsSchema,
        body: hostChatBodySchema,
        response: { 201: hostChatPostedResponseSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const row = await app.hostChat.post(
        request.params.id,
        currentStaff(request),
        request.body.message,
      );
      return reply.status(201).send({ message: presentHostChatMessage(row) });
    },
  );
};
