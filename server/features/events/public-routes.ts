import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import { upcomingEventsResponseSchema } from '#shared/schemas/events.js';
import { eventsCalendarFeed } from '#shared/calendar.js';
import { presentPublicEvent } from './presenter.js';

export const publicEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.upcomingEvents,
    {
      // An event drops off this list when it ends, with no write: answers are kept 30 s at most.
      config: { readCache: { tags: ['events'], maxAgeMs: 30_000 } },
      schema: {
        tags: ['public'],
        summary: 'Events that have not ended yet, soonest first',
        response: { 200: upcomingEventsResponseSchema },
      },
    },
    async () => ({ events: (await app.events.listUpcoming()).map(presentPublicEvent) }),
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
      const [rows, settings] = await Promise.all([app.events.listUpcoming(), app.settings.get()]);
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
