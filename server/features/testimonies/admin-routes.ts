import { auditQuote } from '#server/platform/auth/audit-words.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import { describeAuditEntry, moderatorsMay } from '#server/platform/auth/admin-guard.js';
import { MESSAGES } from '#shared/messages.js';
import {
  adminTestimoniesQuerySchema,
  adminTestimoniesResponseSchema,
  adminTestimonyApproveSchema,
  adminTestimonyUpdateSchema,
} from '#shared/schemas/admin-testimonies.js';
import { idParamsSchema, messageResponseSchema } from '#shared/schemas/common.js';
import { testimonyResponseSchema } from '#shared/schemas/submissions.js';
import { presentTestimony } from './presenter.js';
import {
  adminGuarded,
  itemErrors,
  listErrors,
  listPage,
} from '#server/platform/http/admin-route.js';

/** Testimony Management: approved testimonies appear on the public testimony wall. */
export const adminTestimonyRoutes: FastifyPluginAsyncZod = async (app) => {
  const testimonies = app.testimonies;

  app.get(
    API.adminTestimonies,
    {
      config: moderatorsMay(),
      schema: {
        ...adminGuarded,
        summary: 'Testimonies, newest first: search, status (pending, approved), page',
        querystring: adminTestimoniesQuerySchema,
        response: { 200: adminTestimoniesResponseSchema, ...listErrors },
      },
    },
    async (request) =>
      listPage(
        'testimonies',
        await testimonies.list(request.query),
        request.query,
        presentTestimony,
      ),
  );

  app.put(
    API.adminTestimony,
    {
      config: moderatorsMay({ audit: 'Edited a testimony' }),
      schema: {
        ...adminGuarded,
        summary: 'Edit a testimony: title, text and approval',
        params: idParamsSchema,
        body: adminTestimonyUpdateSchema,
        response: { 200: testimonyResponseSchema, ...itemErrors },
      },
    },
    async (request) => {
      const { title, testimony, isApproved } = request.body;
      const row = await testimonies.update(request.params.id, {
        title,
        testimony,
        ...(isApproved === undefined ? {} : { isApproved }),
      });
      describeAuditEntry(request, {
        action: 'Edited a testimony',
        target: `${auditQuote(row.title)} by ${row.name}`,
      });
      return { testimony: presentTestimony(row) };
    },
  );

  app.patch(
    API.adminTestimonyApprove,
    {
      config: moderatorsMay({ audit: 'Approved or unapproved a testimony' }),
      schema: {
        ...adminGuarded,
        summary: 'Approve a testimony (isApproved true) or take the approval back (false)',
        params: idParamsSchema,
        body: adminTestimonyApproveSchema,
        response: { 200: testimonyResponseSchema, ...itemErrors },
      },
    },
    async (request) => {
      const row = await testimonies.update(request.params.id, {
        isApproved: request.body.isApproved,
      });
      describeAuditEntry(request, {
        action: row.isApproved ? 'Approved a testimony' : 'Took a testimony back for review',
        target: `${auditQuote(row.title)} by ${row.name}`,
      });
      return { testimony: presentTestimony(row) };
    },
  );

  app.delete(
    API.adminTestimony,
    {
      config: moderatorsMay({ audit: 'Deleted a testimony' }),
      schema: {
        ...adminGuarded,
        summary: 'Delete a testimony',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...itemErrors },
      },
    },
    async (request) => {
      const row = await testimonies.delete(request.params.id);
      describeAuditEntry(request, {
        action: 'Deleted a testimony',
        target: `${auditQuote(row.title)} by ${row.name}`,
      });
      return { message: MESSAGES.adminTestimonies.deleted };
    },
  );
};
