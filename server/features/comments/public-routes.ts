import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import {
  commentBodySchema,
  commentReactionBodySchema,
  commentResponseSchema,
  commentsResponseSchema,
} from '#shared/schemas/comments.js';
import { errorResponseSchema, idParamsSchema } from '#shared/schemas/common.js';
import { streamIdParamsSchema } from '#shared/schemas/fields.js';
import { identifyMember } from '#server/features/members/index.js';
import { presentPublicComment } from './presenter.js';
import { RATE_LIMITS } from '#server/platform/http/rate-limits.js';
import { limitPerPerson } from '#server/platform/http/person-limits.js';
import { optionalMemberAuth, publicWriteErrors } from '#server/platform/http/public-route.js';
import { deviceKeyOf } from '#server/platform/http/client-address.js';

export const publicCommentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.comments,
    {
      config: { readCache: { tags: ['comments', 'streams'] } },
      schema: {
        tags: ['public'],
        summary: "A stream's comments, oldest first, without spam",
        params: streamIdParamsSchema,
        response: { 200: commentsResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({
      comments: (await app.comments.listComments(request.params.streamId)).map(
        presentPublicComment,
      ),
    }),
  );

  app.post(
    API.comment,
    {
      preHandler: [identifyMember, limitPerPerson('comment', RATE_LIMITS.comment)],
      schema: {
        tags: ['public'],
        summary: 'Comment on a stream',
        security: optionalMemberAuth,
        body: commentBodySchema,
        response: { 201: commentResponseSchema, ...publicWriteErrors },
      },
    },
    async (request, reply) => {
      const { comment, awaitingReview } = await app.comments.postComment(
        request.member,
        request.body,
        { ip: request.ip, deviceKey: deviceKeyOf(request) },
      );
      return reply.status(201).send({
        comment: {
          ...presentPublicComment(comment),
          ...(awaitingReview ? { awaitingReview } : {}),
        },
      });
    },
  );

  app.put(
    API.commentReaction,
    {
      preHandler: [identifyMember, limitPerPerson('comment-reaction', RATE_LIMITS.reaction)],
      schema: {
        tags: ['public'],
        summary: 'React to a comment (the page offers amen, praise and fire)',
        security: optionalMemberAuth,
        params: idParamsSchema,
        body: commentReactionBodySchema,
        response: { 200: commentResponseSchema, ...publicWriteErrors },
      },
    },
    async (request) => {
      const comment = await app.comments.reactToComment(
        request.member,
        request.params.id,
        request.body.reactionType,
      );
      return { comment: presentPublicComment(comment) };
    },
  );
};
