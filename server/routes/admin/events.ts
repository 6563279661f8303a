import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api-paths.js';
import { pageOffset } from '../../../shared/schemas/admin-list.js';
import {
  errorResponseSchema,
  idParamsSchema,
  messageResponseSchema,
} from '../../../shared/schemas/common.js';
import {
  adminEventResponseSchema,
  adminEventsQuerySchema,
  adminEventsResponseSchema,
  eventInputSchema,
} from '../../../shared/schemas/events.js';
import { NotFoundError } from '../../errors.js';
import { releaseUnusedUploads } from '../../media/media-store.js';
import type { EventRow } from '../../repositories/events.js';
import { presentAdminEvent } from '../../presenters/events.js';

export const EVENT_NOT_FOUND = 'Event not found';
export const EVENT_DELETED = 'Event deleted successfully';

const unauthorized = { 401: errorResponseSchema } as const;

/** Event Management (spec section 7): list, create, edit and delete events. */
export const adminEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { events } = app.repositories;
  /** Media files of `before` that `after` dropped, deleted once nothing uses them. */
  const releaseMedia = (before: EventRow, after?: EventRow) =>
    releaseUnusedUploads(
      app.config.uploads.dir,
      [before.imageUrl, before.videoUrl].filter(
        (url) => url !== after?.imageUrl && url !== after?.videoUrl,
      ),
      (url) => events.usesMedia(url),
    );

  app.get(
    API.adminEvents,
    {
      schema: {
        tags: ['admin'],
        summary: 'Every event, newest first, searchable and paginated',
        security: [{ bearerAuth: [] }],
        querystring: adminEventsQuerySchema,
        response: { 200: adminEventsResponseSchema, 400: errorResponseSchema, ...unauthorized },
      },
    },
    async (request) => {
      const { search, category, page, limit } = request.query;
      const { rows, total } = await events.listForAdmin({
        search,
        category,
        offset: pageOffset({ page, limit }),
        limit,
      });
      return { events: rows.map(presentAdminEvent), total, page, limit };
    },
  );

  app.post(
    API.adminEventCreate,
    {
      schema: {
        tags: ['admin'],
        summary: 'Add an event',
        security: [{ bearerAuth: [] }],
        body: eventInputSchema,
        response: { 201: adminEventResponseSchema, 400: errorResponseSchema, ...unauthorized },
      },
    },
    async (request, reply) => {
      const row = await events.create(request.body);
      return reply.status(201).send({ event: presentAdminEvent(row) });
    },
  );

  app.put(
    API.adminEvent,
    {
      schema: {
        tags: ['admin'],
        summary: 'Replace an event’s fields',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        body: eventInputSchema,
        response: {
          200: adminEventResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          ...unauthorized,
        },
      },
    },
    async (request) => {
      const before = await events.findById(request.params.id);
      const row = before && (await events.update(request.params.id, request.body));
      if (!before || !row) throw new NotFoundError(EVENT_NOT_FOUND);
      await releaseMedia(before, row);
      return { event: presentAdminEvent(row) };
    },
  );

  app.delete(
    API.adminEvent,
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete an event',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 200: messageResponseSchema, 404: errorResponseSchema, ...unauthorized },
      },
    },
    async (request) => {
      const before = await events.findById(request.params.id);
      if (!before || !(await events.delete(request.params.id))) {
        throw new NotFoundError(EVENT_NOT_FOUND);
      }
      await releaseMedia(before);
      return { message: EVENT_DELETED };
    },
  );
};
