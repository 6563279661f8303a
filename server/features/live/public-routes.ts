import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import { errorResponseSchema } from '#shared/schemas/common.js';
import { liveQuerySchema } from '#shared/schemas/live.js';
import { liveViewerOf } from '#server/features/streams/index.js';
import { deviceKeyOf } from '#server/platform/http/client-address.js';
import { CHANNELS } from './service.js';

/**
 * A page's one event stream: the stream list and every stream's viewer count, its stream's
 * events when it shows one, its open quick chat.
 */
export const publicLiveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.live,
    {
      schema: {
        tags: ['public'],
        summary:
          'Server-sent events for a stream page: comment, chat-message, reactions, viewers, streams, removed, quick-chat-message (with its chat id), reset',
        querystring: liveQuerySchema,
        produces: ['text/event-stream'],
        response: { 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { stream: streamId, chat: chatId } = request.query;
      // Unknown or hidden streams answer 404 as every public call about them does; a quick
      // chat only with its secret id, which its messages call checks the same way.
      if (streamId) await app.watchableStreams.check(streamId);
      if (chatId) await app.quickChats.messages(chatId);
      // Only a stream's page counts as watching it; the others follow the stream list. A
      // browser is its device key, so its tabs and list reads are one viewer.
      const deviceKey = deviceKeyOf(request);
      const member =
        streamId && !deviceKey && request.headers.authorization
          ? await app.members.identify(request.headers.authorization).catch(() => null)
          : null;
      const closed = streamId
        ? app.liveViewers.opened(
            streamId,
            liveViewerOf(app.config.jwtSecret, {
              memberId: member?.id ?? null,
              ip: request.ip,
              userAgent: request.headers['user-agent'],
              deviceKey,
            }),
          )
        : undefined;
      app.live.open(request, reply, {
        channels: [
          CHANNELS.streams,
          ...(streamId ? [CHANNELS.stream(streamId)] : []),
          ...(chatId ? [CHANNELS.chat(chatId)] : []),
        ],
        ...(closed ? { onClose: closed } : {}),
        // Every stream's count, for the player and each stream card.
        initial: app.liveViewers.all().map((data) => ({ name: 'viewers', data })),
      });
    },
  );
};
