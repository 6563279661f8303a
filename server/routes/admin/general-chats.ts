import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api-paths.js';
import { adminListQuerySchema } from '../../../shared/schemas/admin-list.js';
import { errorResponseSchema, idParamsSchema } from '../../../shared/schemas/common.js';
import {
  adminGeneralChatResponseSchema,
  adminGeneralChatsResponseSchema,
  adminReplyBodySchema,
  adminReplyResponseSchema,
} from '../../../shared/schemas/general-chat.js';
import {
  presentAdminGeneralChat,
  presentGeneralChatMessage,
  presentParticipants,
} from '../../presenters/general-chats.js';

const security = [{ bearerAuth: [] }];
const adminErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
} as const;

/** Live Chat: the church reads and answers visitors' quick chats. */
export const adminGeneralChatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.adminGeneralChats,
    {
      schema: {
        tags: ['admin'],
        summary: 'Quick chat conversations, newest activity first, with unread counts',
        security,
        querystring: adminListQuerySchema,
        response: { 200: adminGeneralChatsResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { chats, ...page } = await app.services.generalChats.listForAdmin(request.query);
      return { chats: chats.map(presentAdminGeneralChat), ...page };
    },
  );

  app.get(
    API.adminGeneralChat,
    {
      schema: {
        tags: ['admin'],
        summary: 'A conversation’s messages and participants; opening it marks it read',
        security,
        params: idParamsSchema,
        response: { 200: adminGeneralChatResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { chat, messages, adminSenders } = await app.services.generalChats.openForAdmin(
        request.params.id,
      );
      return {
        _id: chat.id,
        messages: messages.map(presentGeneralChatMessage),
        participants: presentParticipants(chat, adminSenders),
      };
    },
  );

  app.post(
    API.adminGeneralChatReply,
    {
      schema: {
        tags: ['admin'],
        summary: 'Answer a conversation as the church',
        security,
        params: idParamsSchema,
        body: adminReplyBodySchema,
        response: { 201: adminReplyResponseSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const sent = await app.services.generalChats.reply(request.params.id, request.body.message);
      return reply.status(201).send({ reply: presentGeneralChatMessage(sent) });
    },
  );
};
