import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import { errorResponseSchema } from '#shared/schemas/common.js';
import {
  chatIdParamsSchema,
  quickChatBodySchema,
  quickChatMessagesResponseSchema,
  quickChatStartedResponseSchema,
} from '#shared/schemas/quick-chat.js';
import { identifyMember } from '#server/features/members/index.js';
import { presentQuickChatMessage } from './presenter.js';
import { RATE_LIMITS } from '#server/platform/http/rate-limits.js';
import { optionalMemberAuth, publicWriteErrors } from '#server/platform/http/public-route.js';

/** Quick chat, the visitor's side: the chat id the first send answers is the key to the rest. */
export const publicQuickChatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API.quickChat,
    {
      config: { rateLimit: RATE_LIMITS.quickChat },
      preHandler: identifyMember,
      schema: {
        tags: ['public'],
        summary:
          'Start a private conversation with the church, or continue one by sending its chatId',
        security: optionalMemberAuth,
        body: quickChatBodySchema,
        response: { 201: quickChatStartedResponseSchema, ...publicWriteErrors },
      },
    },
    async (request, reply) => {
      const started = await app.quickChats.send(request.member, request.body);
      return reply.status(201).send(started);
    },
  );

  app.get(
    API.quickChatMessages,
    {
      schema: {
        tags: ['public'],
        summary: 'The messages of a conversation, oldest first (readable only with its chatId)',
        params: chatIdParamsSchema,
        response: {
          200: quickChatMessagesResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      messages: (await app.quickChats.messages(request.params.chatId)).map(presentQuickChatMessage),
    }),
  );
};
