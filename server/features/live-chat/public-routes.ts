import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import {
  chatMessageBodySchema,
  chatMessageResponseSchema,
  chatMessagesQuerySchema,
  chatMessagesResponseSchema,
  chatReactionBodySchema,
} from '#shared/schemas/chat.js';
import { errorResponseSchema, idParamsSchema } from '#shared/schemas/common.js';
import { streamIdParamsSchema } from '#shared/schemas/fields.js';
import { identifyMember } from '#server/features/members/index.js';
import { presentChatMessage, presentOwnChatMessage } from './presenter.js';
import { RATE_LIMITS } from '#server/platform/http/rate-limits.js';
import { isStaffRequest, limitPerPerson } from '#server/platform/http/person-limits.js';
import { optionalMemberAuth, publicWriteErrors } from '#server/platform/http/public-route.js';
import { deviceKeyOf } from '#server/platform/http/client-address.js';

/** Live chat and prayer requests under a stream (one table, told apart by messageType). */
export const publicLiveChatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.chatMessages,
    {
      // Only an active stream's messages are answered, hence 'streams' too, or a retired room's
      // that a published sermon shows beside its replay, hence 'sermons'.
      config: { readCache: { tags: ['chat', 'streams', 'sermons'] } },
      schema: {
        tags: ['public'],
        summary: 'The newest chat messages or prayer requests of a stream, oldest first',
        params: streamIdParamsSchema,
        querystring: chatMessagesQuerySchema,
        response: {
          200: chatMessagesResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      messages: (await app.liveChat.listChatMessages(request.params.streamId, request.query)).map(
        presentChatMessage,
      ),
    }),
  );

  app.post(
    API.chatMessage,
    {
      preHandler: [identifyMember, limitPerPerson('chat-message', RATE_LIMITS.chatMessage)],
      schema: {
        tags: ['public'],
        summary: "Send a chat message, or a prayer request with messageType 'prayer'",
        security: optionalMemberAuth,
        body: chatMessageBodySchema,
        response: { 201: chatMessageResponseSchema, ...publicWriteErrors },
      },
    },
    async (request, reply) => {
      const message = await app.liveChat.postChatMessage(request.member, request.body, {
        ip: request.ip,
        deviceKey: deviceKeyOf(request),
        staff: await isStaffRequest(request),
      });
      return reply.status(201).send({ chatMessage: presentOwnChatMessage(message) });
    },
  );

  app.put(
    API.chatMessageReaction,
    {
      preHandler: [identifyMember, limitPerPerson('chat-message-reaction', RATE_LIMITS.reaction)],
      schema: {
        tags: ['public'],
        summary: 'React to a chat message or prayer request',
        security: optionalMemberAuth,
        params: idParamsSchema,
        body: chatReactionBodySchema,
        response: { 200: chatMessageResponseSchema, ...publicWriteErrors },
      },
    },
    async (request) => {
      const message = await app.liveChat.reactToChatMessage(
        request.member,
        request.params.id,
        request.body.reactionType,
      );
      return { chatMessage: presentChatMessage(message) };
    },
  );
};
