import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import {
  currentStaff,
  describeAuditEntry,
  moderatorsMay,
} from '#server/platform/auth/admin-guard.js';
import { adminListQuerySchema } from '#shared/schemas/admin-list.js';
import { errorResponseSchema, idParamsSchema } from '#shared/schemas/common.js';
import {
  adminQuickChatResponseSchema,
  adminQuickChatsResponseSchema,
  adminReplyBodySchema,
  adminReplyResponseSchema,
} from '#shared/schemas/quick-chat.js';
import {
  presentAdminQuickChat,
  presentQuickChatMessage,
  presentParticipants,
} from './presenter.js';

const security = [{ bearerAuth: [] }];
const adminErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
} as const;

/** Live Chat: the church reads and answers visitors' quick chats. */
export const adminQuickChatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.adminQuickChats,
    {
      config: moderatorsMay(),
      schema: {
        tags: ['admin'],
        summary: 'Quick chat conversations, newest activity first, with unread counts',
        security,
        querystring: adminListQuerySchema,
        response: { 200: adminQuickChatsResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { chats, ...page } = await app.quickChats.listForAdmin(request.query);
      return { chats: chats.map(presentAdminQuickChat), ...page };
    },
  );

  app.get(
    API.adminQuickChat,
    {
      config: moderatorsMay(),
      schema: {
        tags: ['admin'],
        summary: 'A conversation’s messages and participants; opening it marks it read',
        security,
        params: idParamsSchema,
        response: { 200: adminQuickChatResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { chat, messages, adminSenders } = await app.quickChats.openForAdmin(request.params.id);
      return {
        _id: chat.id,
        messages: messages.map(presentQuickChatMessage),
        participants: presentParticipants(chat, adminSenders),
      };
    },
  );

  app.post(
    API.adminQuickChatReply,
    {
      config: moderatorsMay({ audit: 'Replied in a quick chat' }),
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
      const sent = await app.quickChats.reply(
        request.params.id,
        request.body.message,
        currentStaff(request).displayName,
      );
      describeAuditEntry(request, {
        action: 'Replied in a quick chat',
        target: `${sent.visitorName}'s chat`,
      });
      return reply.status(201).send({ reply: presentQuickChatMessage(sent.reply) });
    },
  );
};
