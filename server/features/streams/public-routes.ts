import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import { errorResponseSchema, idParamsSchema } from '#shared/schemas/common.js';
import {
  activeStreamsResponseSchema,
  streamReactionBodySchema,
  streamReactionResponseSchema,
  streamResponseSchema,
} from '#shared/schemas/streams.js';
import { identifyMember } from '#server/features/members/index.js';
import { presentReactions, totalReactions } from '#server/platform/http/present-reactions.js';
import type { CacheHit } from '#server/platform/http/read-cache.js';
import { presentPublicStream } from './presenter.js';
import { viewerKey } from './viewer-key.js';
import { RATE_LIMITS } from '#server/platform/http/rate-limits.js';
import { limitPerPerson } from '#server/platform/http/person-limits.js';
import { optionalMemberAuth, publicWriteErrors } from '#server/platform/http/public-route.js';

export const publicStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A view for the analytics; counting must never stop anyone watching. */
  const recordView = async (request: CacheHit, streamId: string) => {
    // A token that does not check out only makes the viewer a guest here.
    const member = await app.members.identify(request.headers.authorization).catch(() => null);
    const key = viewerKey(app.config.jwtSecret, {
      memberId: member?.id ?? null,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    await app.streams
      .recordStreamView(streamId, key)
      .catch((error: unknown) => request.log.warn({ err: error }, 'stream view not recorded'));
  };

  app.get(
    API.activeStreams,
    {
      config: { readCache: { tags: ['streams', 'stream-reactions'] } },
      schema: {
        tags: ['public'],
        summary: 'Active streams, live ones first, then by scheduled date',
        response: { 200: activeStreamsResponseSchema },
      },
    },
    async () => ({
      streams: (await app.streams.listActiveStreams()).map(presentPublicStream),
    }),
  );

  app.get(
    API.stream,
    {
      config: {
        readCache: {
          tags: ['streams', 'stream-reactions'],
          // A cached answer still counts the view (its stream is active, or it would be gone).
          onHit: (hit) => recordView(hit, hit.params.id ?? ''),
        },
      },
      schema: {
        tags: ['public'],
        summary: 'One active stream with its reaction counts (opening it counts a view)',
        security: optionalMemberAuth,
        params: idParamsSchema,
        response: { 200: streamResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const stream = await app.streams.getActiveStream(request.params.id);
      await recordView(request, stream.id);
      return { stream: presentPublicStream(stream) };
    },
  );

  app.post(
    API.streamReaction,
    {
      preHandler: [identifyMember, limitPerPerson('stream-reaction', RATE_LIMITS.reaction)],
      schema: {
        tags: ['public'],
        summary: 'React to a stream (amen, praise, fire, heart, sad)',
        security: optionalMemberAuth,
        body: streamReactionBodySchema,
        response: { 201: streamReactionResponseSchema, ...publicWriteErrors },
      },
    },
    async (request, reply) => {
      const stream = await app.streams.reactToStream(request.member, request.body);
      return reply
        .status(201)
        .send({ reactions: presentReactions(stream), likeCount: totalReactions(stream) });
    },
  );
};
