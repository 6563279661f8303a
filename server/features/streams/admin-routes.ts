import type { ChatWho } from '#shared/schemas/moderation.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import {
  describeAuditEntry,
  moderatorsMay,
  nameAuditTarget,
} from '#server/platform/auth/admin-guard.js';
import {
  adminStreamBodySchema,
  adminStreamResponseSchema,
  adminStreamsQuerySchema,
  adminStreamsResponseSchema,
} from '#shared/schemas/admin-streams.js';
import { idParamsSchema, messageResponseSchema } from '#shared/schemas/common.js';
import { presentAdminStream } from './admin-presenter.js';
import { presentChatRoom } from './presenter.js';
import { chatRoomBodySchema, chatRoomResponseSchema } from '#shared/schemas/moderation.js';
import {
  adminGuarded,
  itemErrors,
  listErrors,
  listPage,
} from '#server/platform/http/admin-route.js';

/** Stream Management. */
/** Who may post in a stream's chat, in the audit log's words. */
const CHAT_WHO_WORDS: Record<ChatWho, string> = {
  everyone: 'everyone may post',
  named: 'only visitors who gave a name may post',
  members: 'only members may post',
};

export const adminStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  const streams = app.adminStreams;

  app.get(
    API.adminStreams,
    {
      config: moderatorsMay(),
      schema: {
        ...adminGuarded,
        summary: 'Streams, newest first: search, type and status filters, pages',
        querystring: adminStreamsQuerySchema,
        response: { 200: adminStreamsResponseSchema, ...listErrors },
      },
    },
    async (request) =>
      listPage('streams', await streams.list(request.query), request.query, presentAdminStream),
  );

  app.post(
    API.adminStreamCreate,
    {
      config: { audit: 'Created a stream' },
      schema: {
        ...adminGuarded,
        summary: 'Add a stream; embedUrl and streamType follow from streamUrl when not given',
        body: adminStreamBodySchema,
        response: { 201: adminStreamResponseSchema, ...listErrors },
      },
    },
    async (request, reply) => {
      const { row, streamAlert } = await streams.create(request.body);
      const stream = presentAdminStream(row);
      nameAuditTarget(request, stream.title);
      return reply.status(201).send({ stream, ...(streamAlert ? { streamAlert } : {}) });
    },
  );

  app.put(
    API.adminStream,
    {
      config: { audit: 'Edited a stream' },
      schema: {
        ...adminGuarded,
        summary: 'Edit a stream (the form’s fields; fields left out keep their value)',
        params: idParamsSchema,
        body: adminStreamBodySchema,
        response: { 200: adminStreamResponseSchema, ...itemErrors },
      },
    },
    async (request) => {
      const { row, streamAlert } = await streams.update(request.params.id, request.body);
      const stream = presentAdminStream(row);
      nameAuditTarget(request, stream.title);
      return { stream, ...(streamAlert ? { streamAlert } : {}) };
    },
  );

  app.delete(
    API.adminStream,
    {
      config: { audit: 'Deleted a stream with its comments, chat and views' },
      schema: {
        ...adminGuarded,
        summary: 'Delete a stream with its comments, chat messages, reactions and views',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...itemErrors },
      },
    },
    async (request) => {
      const row = await streams.delete(request.params.id);
      nameAuditTarget(request, row.title);
      return { message: 'Stream deleted' };
    },
  );

  app.put(
    API.adminStreamChat,
    {
      // Moderators keep the room safe during a service: slow mode and the pinned message.
      config: moderatorsMay({ audit: "Changed a stream's chat room controls" }),
      schema: {
        ...adminGuarded,
        summary: "The chat's room controls: slow mode, pinned message, who may post",
        params: idParamsSchema,
        body: chatRoomBodySchema,
        response: { 200: chatRoomResponseSchema, ...itemErrors },
      },
    },
    async (request) => {
      const stream = await streams.setChatRoom(request.params.id, request.body);
      const { slowModeSeconds, who } = request.body;
      describeAuditEntry(request, {
        action: "Changed a stream's chat room",
        target: `${stream.title}: ${slowModeSeconds ? `slow mode ${String(slowModeSeconds)} s` : 'slow mode off'}, ${CHAT_WHO_WORDS[who]}`,
      });
      return { chat: presentChatRoom(stream) };
    },
  );
  app.patch(
    API.adminStreamToggleLive,
    {
      config: { audit: 'Turned a stream live or offline' },
      schema: {
        ...adminGuarded,
        summary:
          'Switch a stream between Live and Offline; set live, `streamAlert` says who is emailed',
        params: idParamsSchema,
        response: { 200: adminStreamResponseSchema, ...itemErrors },
      },
    },
    async (request) => {
      const { row, streamAlert } = await streams.toggleLive(request.params.id);
      const stream = presentAdminStream(row);
      describeAuditEntry(request, {
        action: stream.isLive ? 'Took a stream live' : 'Took a stream offline',
        target: stream.title,
      });
      return { stream, ...(streamAlert ? { streamAlert } : {}) };
    },
  );
};
