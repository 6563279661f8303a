import { create as contentDisposition } from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import { idParamsSchema } from '#shared/schemas/common.js';
import { upcomingEventsResponseSchema } from '#shared/schemas/events.js';
import { calendarFileName } from '#server/platform/icalendar.js';
import { eventCalendarFile, eventsCalendarFeed } from './calendar-file.js';
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
      const [rows, settings, services] = await Promise.all([
        app.events.listUpcoming(),
        app.settings.get(),
        app.services.calendarComponents(app.config.publicSiteUrl),
      ]);
      // The church's services repeat in the same calendar, each one event with its rule.
      const feed = eventsCalendarFeed(
        rows.map(presentPublicEvent),
        app.config.publicSiteUrl,
        `${settings.general.siteName} Events`,
        services,
      );
      return reply
        .header('cache-control', 'public, max-age=300')
        .header('content-disposition', 'inline; filename="events.ics"')
        .type('text/calendar; charset=utf-8')
        .send(feed);
    },
  );

  app.get(
    API.eventCalendarFile,
    {
      schema: {
        tags: ['public'],
        summary: 'One event as an iCalendar file to download, named from its title',
        params: idParamsSchema,
        produces: ['text/calendar'],
      },
    },
    async (request, reply) => {
      const event = presentPublicEvent(await app.events.get(request.params.id));
      return (
        reply
          .header('cache-control', 'public, max-age=300')
          // A title in any script: an ASCII name for old clients, the exact one beside it.
          .header('content-disposition', contentDisposition(calendarFileName(event.title)))
          .type('text/calendar; charset=utf-8')
          .send(eventCalendarFile(event, app.config.publicSiteUrl))
      );
    },
  );
};
