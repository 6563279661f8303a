import { auditQuote } from '#server/platform/auth/audit-words.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import { idParamsSchema, messageResponseSchema } from '#shared/schemas/common.js';
import {
  adminChatMessageResponseSchema,
  adminChatMessageStateSchema,
  adminChatMessagesQuerySchema,
  adminChatMessagesResponseSchema,
} from '#shared/schemas/moderation.js';
import {
  adminGuarded,
  itemErrors,
  listErrors,
  listPage,
} from '#server/platform/http/admin-route.js';
import { describeAuditEntry, moderatorsMay } from '#server/platform/auth/admin-guard.js';
import { presentAdminChatMessage } from './admin-presenter.js';

/** Live Moderation: every chat message and prayer request, to show, hide or delete. */
export const adminLiveChatRoutes: FastifyPluginAsyncZod = async (app) => {
  const messages = app.adminChatMessages;
  app.get(
    API.adminChatMessages,
    {
      config: moderatorsMay(),
      schema: {
        ...adminGuarded,
        summary: 'Chat messages and prayer requests, newest first: stream, type, state, search',
        querystring: adminChatMessagesQuerySchema,
        response: { 200: adminChatMessagesResponseSchema, ...listErrors },
      },
    },
    async (request) =>
      listPage(
        'messages',
        await messages.list(request.query),
        request.query,
        presentAdminChatMessage,
      ),
  );
  app.patch(
    API.adminChatMessage,
    {
      config: moderatorsMay({ audit: 'Showed or hid a chat message' }),
      schema: {
        ...adminGuarded,
        summary: 'Show or hide a message (showing a held one approves it)',
        params: idParamsSchema,
        body: adminChatMessageStateSchema,
        response: { 200: adminChatMessageResponseSchema, ...itemErrors },
      },
    },
    async (request) => {
      const message = await messages.setState(request.params.id, request.body.state);
      describeAuditEntry(request, {
        action: request.body.state === 'visible' ? 'Showed a chat message' : 'Hid a chat message',
        target: `${message.userName}'s message ${auditQuote(message.message)}`,
      });
      return { message: presentAdminChatMessage(message) };
    },
  );
  app.delete(
    API.adminChatMessage,
    {
      config: moderatorsMay({ audit: 'Deleted a chat message' }),
      schema: {
        ...adminGuarded,
        summary: 'Delete a message',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...itemErrors },
      },
    },
    async (request) => {
      const message = await messages.delete(request.params.id);
      describeAuditEntry(request, {
        action: 'Deleted a chat message',
        target: `${message.userName}'s message ${auditQuote(message.message)}`,
      });
      return { message: 'Message deleted' };
    },
  );
};
