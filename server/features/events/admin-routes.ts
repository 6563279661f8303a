import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import { nameAuditTarget } from '#server/platform/auth/admin-guard.js';
import { MESSAGES } from '#shared/messages.js';
import { idParamsSchema, messageResponseSchema } from '#shared/schemas/common.js';
import {
  adminEventResponseSchema,
  adminEventsQuerySchema,
  adminEventsResponseSchema,
  eventInputSchema,
} from '#shared/schemas/events.js';
import {
  adminGuarded,
  itemErrors,
  listErrors,
  listPage,
} from '#server/platform/http/admin-route.js';
import { presentAdminEvent } from './presenter.js';

/** Event Management: list, create, edit and delete events. */
export const adminEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const events = app.events;

  app.get(
    API.adminEvents,
    {
      schema: {
        ...adminGuarded,
        summary: 'Every event, newest first, searchable and paginated',
        querystring: adminEventsQuerySchema,
        response: { 200: adminEventsResponseSchema, ...listErrors },
      },
    },
    async (request) =>
      listPage(
        'events',
        await events.listForAdmin(request.query),
        request.query,
        presentAdminEvent,
      ),
  );

  app.post(
    API.adminEventCreate,
    {
      config: { audit: 'Created an event' },
      schema: {
        ...adminGuarded,
        summary: 'Add an event',
        body: eventInputSchema,
        response: { 201: adminEventResponseSchema, ...listErrors },
      },
    },
    async (request, reply) => {
      const event = presentAdminEvent(await events.create(request.body));
      nameAuditTarget(request, event.title);
      return reply.status(201).send({ event });
    },
  );

  app.put(
    API.adminEvent,
    {
      config: { audit: 'Edited an event' },
      schema: {
        ...adminGuarded,
        summary: 'Replace an event’s fields',
        params: idParamsSchema,
        body: eventInputSchema,
        response: { 200: adminEventResponseSchema, ...itemErrors },
      },
    },
    async (request) => {
      const event = presentAdminEvent(await events.update(request.params.id, request.body));
      nameAuditTarget(request, event.title);
      return { event };
    },
  );

  app.delete(
    API.adminEvent,
    {
      config: { audit: 'Deleted an event' },
      schema: {
        ...adminGuarded,
        summary: 'Delete an event',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...itemErrors },
      },
    },
    async (request) => {
      const deleted = await events.delete(request.params.id);
      nameAuditTarget(request, deleted.title);
      return { message: MESSAGES.events.deleted };
    },
  );
};
