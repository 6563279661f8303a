import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
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
export const adminStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  const streams = app.adminStreams;

  app.get(
    API.adminStreams,
    {
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
      schema: {
        ...adminGuarded,
        summary: 'Add a stream; embedUrl and streamType follow from streamUrl when not given',
        body: adminStreamBodySchema,
        response: { 201: adminStreamResponseSchema, ...listErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ stream: presentAdminStream(await streams.create(request.body)) }),
  );

  app.put(
    API.adminStream,
    {
      schema: {
        ...adminGuarded,
        summary: 'Edit a stream (the form’s fields; fields left out keep their value)',
        params: idParamsSchema,
        body: adminStreamBodySchema,
        response: { 200: adminStreamResponseSchema, ...itemErrors },
      },
    },
    async (request) => ({
      stream: presentAdminStream(await streams.update(request.params.id, request.body)),
    }),
  );

  app.delete(
    API.adminStream,
    {
      schema: {
        ...adminGuarded,
        summary: 'Delete a stream with its comments, chat messages, reactions and views',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...itemErrors },
      },
    },
    async (request) => {
      await streams.delete(request.params.id);
      return { message: 'Stream deleted' };
    },
  );

  app.put(
    API.adminStreamChat,
    {
      schema: {
        ...adminGuarded,
        summary: "The chat's room controls: slow mode, pinned message, who may post",
        params: idParamsSchema,
        body: chatRoomBodySchema,
        response: { 200: chatRoomResponseSchema, ...itemErrors },
      },
    },
    async (request) => ({
      chat: presentChatRoom(await streams.setChatRoom(request.params.id, request.body)),
    }),
  );
  app.patch(
    API.adminStreamToggleLive,
    {
      schema: {
        ...adminGuarded,
        summary: 'Switch a stream between Live and Offline',
        params: idParamsSchema,
        response: { 200: adminStreamResponseSchema, ...itemErrors },
      },
    },
    async (request) => ({
      stream: presentAdminStream(await streams.toggleLive(request.params.id)),
    }),
  );
};
