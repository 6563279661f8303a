import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api-paths.js';
import { LIST_LIMITS } from '../../../shared/limits.js';
import { upcomingEventsResponseSchema } from '../../../shared/schemas/events.js';
import { nowIso } from '../../db/ids.js';
import { presentPublicEvent } from '../../presenters/events.js';

export const publicEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.upcomingEvents,
    {
      schema: {
        tags: ['public'],
        summary: 'Events that have not ended yet, soonest first',
        response: { 200: upcomingEventsResponseSchema },
      },
    },
    async () => ({
      events: (
        await app.repositories.events.listUpcoming(nowIso(), LIST_LIMITS.upcomingEvents)
      ).map(presentPublicEvent),
    }),
  );
};
