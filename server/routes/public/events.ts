import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api-paths.js';
import { LIST_LIMITS } from '../../../shared/limits.js';
import { upcomingEventsResponseSchema } from '../../../shared/schemas/events.js';
import { eventsCalendarFeed } from '../../../shared/calendar.js';
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

  app.get(
    API.eventsCalendarFeed,
    {
      schema: {
        tags: ['public'],
        summary: 'Upcoming events as an iCalendar feed that calendar apps can subscribe to',
        produces: ['text/calendar'],
      },
    },
    async (_request, reply) => {
      const [rows, settings] = await Promise.all([
        app.repositories.events.listUpcoming(nowIso(), LIST_LIMITS.upcomingEvents),
        app.services.settings.get(),
      ]);
      const feed = eventsCalendarFeed(
        rows.map(presentPublicEvent),
        app.config.publicSiteUrl,
        `${settings.general.siteName} Events`,
      );
      return reply
        .header('cache-control', 'public, max-age=300')
        .header('content-disposition', 'inline; filename="events.ics"')
        .type('text/calendar; charset=utf-8')
        .send(feed);
    },
  );
};
