import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api-paths.js';
import { errorResponseSchema } from '../../../shared/schemas/common.js';
import {
  chatIdParamsSchema,
  generalChatBodySchema,
  generalChatMessagesResponseSchema,
  generalChatStartedResponseSchema,
} from '../../../shared/schemas/general-chat.js';
import { identifyMember } from '../../plugins/member-identity.js';
import { presentGeneralChatMessage } from '../../presenters/general-chats.js';
import { RATE_LIMITS } from './rate-limits.js';
import { optionalMemberAuth, publicWriteErrors } from './responses.js';

/** Quick chat, the visitor's side: the chat id the first send answers is the key to the rest. */
export const publicGeneralChatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API.generalChat,
    {
      config: { rateLimit: RATE_LIMITS.generalChat },
      preHandler: identifyMember,
      schema: {
        tags: ['public'],
        summary:
          'Start a private conversation with the church, or continue one by sending its chatId',
        security: optionalMemberAuth,
        body: generalChatBodySchema,
        response: { 201: generalChatStartedResponseSchema, ...publicWriteErrors },
      },
    },
    async (request, reply) => {
      const started = await app.services.generalChats.send(request.member, request.body);
      return reply.status(201).send(started);
    },
  );

  app.get(
    API.generalChatMessages,
    {
      schema: {
        tags: ['public'],
        summary: 'The messages of a conversation, oldest first (readable only with its chatId)',
        params: chatIdParamsSchema,
        response: {
          200: generalChatMessagesResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      messages: (await app.services.generalChats.messages(request.params.chatId)).map(
        presentGeneralChatMessage,
      ),
    }),
  );
};
