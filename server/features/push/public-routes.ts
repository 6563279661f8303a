import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '#shared/api-paths.js';
import { errorResponseSchema } from '#shared/schemas/common.js';
import {
  pushPublicKeyResponseSchema,
  pushSubscriptionBodySchema,
  pushSubscriptionResponseSchema,
  pushSubscriptionStatusResponseSchema,
  pushUnsubscribeBodySchema,
} from '#shared/schemas/push.js';
import { identifyMember } from '#server/features/members/index.js';
import { optionalMemberAuth, publicWriteErrors } from '#server/platform/http/public-route.js';
import { RATE_LIMITS } from '#server/platform/http/rate-limits.js';

const errors = { 400: errorResponseSchema, 429: errorResponseSchema } as const;

/** A browser subscribes to push messages, changes its topics, asks what it holds, leaves. */
export const publicPushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.pushPublicKey,
    {
      schema: {
        tags: ['public'],
        summary: 'The VAPID public key a browser subscribes to push messages with',
        response: { 200: pushPublicKeyResponseSchema },
      },
    },
    async () => ({ publicKey: app.push.publicKey }),
  );

  app.post(
    API.pushSubscription,
    {
      config: { rateLimit: RATE_LIMITS.pushSubscription },
      preHandler: identifyMember,
      schema: {
        tags: ['public'],
        summary:
          'Save this browser’s push subscription and its topics (201 new, 200 updated); a member’s token links it to them',
        security: optionalMemberAuth,
        body: pushSubscriptionBodySchema,
        response: {
          200: pushSubscriptionResponseSchema,
          201: pushSubscriptionResponseSchema,
          ...publicWriteErrors,
        },
      },
    },
    async (request, reply) => {
      const { created, subscription } = await app.push.subscribe(
        request.body,
        request.member?.id ?? null,
      );
      return reply.status(created ? 201 : 200).send({ subscription });
    },
  );

  app.delete(
    API.pushSubscription,
    {
      config: { rateLimit: RATE_LIMITS.pushSubscription },
      schema: {
        tags: ['public'],
        summary: 'Forget this browser’s push subscription',
        body: pushUnsubscribeBodySchema,
        response: { 204: z.null(), 404: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await app.push.unsubscribe(request.body.endpoint);
      return reply.status(204).send(null);
    },
  );

  app.post(
    API.pushSubscriptionStatus,
    {
      config: { rateLimit: RATE_LIMITS.pushSubscriptionStatus },
      schema: {
        tags: ['public'],
        summary: 'What this browser’s push subscription holds (null: not subscribed)',
        body: pushUnsubscribeBodySchema,
        response: { 200: pushSubscriptionStatusResponseSchema, ...errors },
      },
    },
    async (request) => ({ subscription: await app.push.status(request.body.endpoint) }),
  );
};
