import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '#shared/api-paths.js';
import { nameAuditTarget } from '#server/platform/auth/admin-guard.js';
import { idParamsSchema, idSchema, messageResponseSchema } from '#shared/schemas/common.js';
import {
  adminOccurrenceBodySchema,
  adminOccurrenceResponseSchema,
  adminServiceBodySchema,
  adminServiceDetailResponseSchema,
  adminServiceResponseSchema,
  adminServicesResponseSchema,
  serviceAttendanceQuerySchema,
  serviceAttendanceResponseSchema,
} from '#shared/schemas/services.js';
import { adminGuarded, itemErrors, listErrors } from '#server/platform/http/admin-route.js';
import { presentAdminOccurrence, presentService } from './presenter.js';

/** Service deleted: its occurrences go, its rooms leave the live page, their chat stays stored. */
export const SERVICE_DELETED = 'Service deleted';

const occurrenceParamsSchema = z.object({
  id: idSchema,
  /** The start the schedule gave the occurrence, ISO 8601. */
  startsAt: z.string().max(40),
});

/** The Services section: the church's repeating services and their single occurrences. */
export const adminServiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.services;

  app.get(
    API.adminServices,
    {
      schema: {
        ...adminGuarded,
        summary: 'Every service, in order of first start, each with its next start',
        response: { 200: adminServicesResponseSchema, ...listErrors },
      },
    },
    async () => ({
      services: (await services.list()).map(({ row, nextStartsAt }) =>
        presentService(row, nextStartsAt),
      ),
    }),
  );

  app.get(
    API.adminServiceAttendance,
    {
      schema: {
        ...adminGuarded,
        summary:
          'Attendance week over week: each service’s held occurrences of the last `weeks` weeks, newest first',
        querystring: serviceAttendanceQuerySchema,
        response: { 200: serviceAttendanceResponseSchema, ...listErrors },
      },
    },
    async (request) => {
      const now = Date.now();
      const { held, figures } = await services.attendanceReport(request.query.weeks);
      return {
        services: held.map(({ row, occurrences }) => ({
          serviceId: row.id,
          title: row.title,
          occurrences: occurrences.map((times) => presentAdminOccurrence(times, now, figures)),
        })),
      };
    },
  );

  app.post(
    API.adminServiceCreate,
    {
      config: { audit: 'Created a service' },
      schema: {
        ...adminGuarded,
        summary: 'Add a service',
        body: adminServiceBodySchema,
        response: { 201: adminServiceResponseSchema, ...listErrors },
      },
    },
    async (request, reply) => {
      const row = await services.create(request.body);
      nameAuditTarget(request, row.title);
      const { nextStartsAt } = await services.detail(row.id, 1);
      return reply.status(201).send({ service: presentService(row, nextStartsAt) });
    },
  );

  app.get(
    API.adminService,
    {
      schema: {
        ...adminGuarded,
        summary: 'One service with its coming and recent occurrences',
        params: idParamsSchema,
        response: { 200: adminServiceDetailResponseSchema, ...itemErrors },
      },
    },
    async (request) => {
      const now = Date.now();
      const detail = await services.detail(request.params.id);
      return {
        service: presentService(detail.row, detail.nextStartsAt),
        upcoming: detail.upcoming.map((t) => presentAdminOccurrence(t, now, detail.attendance)),
        past: detail.past.map((t) => presentAdminOccurrence(t, now, detail.attendance)),
      };
    },
  );

  app.put(
    API.adminService,
    {
      config: { audit: 'Edited a service' },
      schema: {
        ...adminGuarded,
        summary: 'Replace a service’s fields',
        params: idParamsSchema,
        body: adminServiceBodySchema,
        response: { 200: adminServiceResponseSchema, ...itemErrors },
      },
    },
    async (request) => {
      const row = await services.update(request.params.id, request.body);
      nameAuditTarget(request, row.title);
      const { nextStartsAt } = await services.detail(row.id, 1);
      return { service: presentService(row, nextStartsAt) };
    },
  );

  app.delete(
    API.adminService,
    {
      config: { audit: 'Deleted a service' },
      schema: {
        ...adminGuarded,
        summary: 'Delete a service',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...itemErrors },
      },
    },
    async (request) => {
      const row = await services.delete(request.params.id);
      nameAuditTarget(request, row.title);
      return { message: SERVICE_DELETED };
    },
  );

  app.put(
    API.adminServiceOccurrence,
    {
      config: { audit: 'Changed a service occurrence' },
      schema: {
        ...adminGuarded,
        summary: 'Cancel, move, retitle or lengthen one occurrence, named by its scheduled start',
        params: occurrenceParamsSchema,
        body: adminOccurrenceBodySchema,
        response: { 200: adminOccurrenceResponseSchema, ...itemErrors },
      },
    },
    async (request) => {
      const { id, startsAt } = request.params;
      const { row, times } = await services.changeOccurrence(id, startsAt, request.body);
      nameAuditTarget(request, `${row.title} (${times.scheduledStartsAt})`);
      return { occurrence: presentAdminOccurrence(times, Date.now()) };
    },
  );
};
