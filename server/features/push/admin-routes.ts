import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import {
  pushSubscriberCountsResponseSchema,
  pushTestBodySchema,
  pushTestResponseSchema,
} from '#shared/schemas/push.js';
import { adminGuarded, itemErrors, listErrors } from '#server/platform/http/admin-route.js';

/** Settings > Notifications: how many browsers hear each topic, and a test to one's own. */
export const adminPushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.adminPushSubscribers,
    {
      schema: {
        ...adminGuarded,
        summary: 'Push subscriptions in all and per topic (admins)',
        response: { 200: pushSubscriberCountsResponseSchema, ...listErrors },
      },
    },
    async () => app.push.counts(),
  );

  app.post(
    API.adminPushTest,
    {
      // Any staff member may check that notifications reach their own browser.
      config: { moderatorAllowed: true, audit: 'Sent a test notification' },
      schema: {
        ...adminGuarded,
        summary: 'Queue a test notification to one subscribed browser (the staff member’s own)',
        body: pushTestBodySchema,
        response: { 202: pushTestResponseSchema, ...itemErrors },
      },
    },
    async (request, reply) => {
      await app.push.sendTest(request.body.endpoint);
      return reply.status(202).send({ queued: true as const });
    },
  );
};
