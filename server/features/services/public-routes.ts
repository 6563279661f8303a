import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import { create as contentDisposition } from 'content-disposition';
import { errorResponseSchema, idParamsSchema } from '#shared/schemas/common.js';
import { calendarFileName } from '#server/platform/icalendar.js';
import {
  currentServiceResponseSchema,
  upcomingServicesQuerySchema,
  upcomingServicesResponseSchema,
} from '#shared/schemas/services.js';
import { presentCurrent, presentOccurrence } from './presenter.js';

export const publicServiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.upcomingServices,
    {
      // Statuses move with the clock, not only with writes: answers are kept 5 s at most.
      config: { readCache: { tags: ['services'], maxAgeMs: 5_000 } },
      schema: {
        tags: ['public'],
        summary:
          'Occurrences of the services from the start of today (church time) to `days` ahead, in start order',
        querystring: upcomingServicesQuerySchema,
        response: { 200: upcomingServicesResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const now = Date.now();
      const occurrences = await app.services.upcoming(request.query.days);
      return { services: occurrences.map((times) => presentOccurrence(times, now)) };
    },
  );

  app.get(
    API.serviceCalendarFile,
    {
      schema: {
        tags: ['public'],
        summary: 'One service as an iCalendar file: a repeating event in the church’s time zone',
        params: idParamsSchema,
        produces: ['text/calendar'],
      },
    },
    async (request, reply) => {
      const { title, file } = await app.services.calendarFile(
        request.params.id,
        app.config.publicSiteUrl,
      );
      return reply
        .header('cache-control', 'public, max-age=300')
        .header('content-disposition', contentDisposition(calendarFileName(title)))
        .type('text/calendar; charset=utf-8')
        .send(file);
    },
  );

  app.get(
    API.currentService,
    {
      // A simulated service's position is read from this answer, so it is worked out for each
      // ask (never cached): pages ask once when they open a simulated room, they do not poll.
      schema: {
        tags: ['public'],
        summary:
          'The occurrence whose chat is open now (the live one first), with the seconds a simulated one has played',
        response: { 200: currentServiceResponseSchema },
      },
    },
    async () => {
      const current = await app.services.current();
      return { service: current ? presentCurrent(current.times, current.row, Date.now()) : null };
    },
  );
};
