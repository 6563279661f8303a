import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api-paths.js';
import { MESSAGES } from '../../../shared/messages.js';
import {
  adminTestimoniesQuerySchema,
  adminTestimoniesResponseSchema,
  adminTestimonyApproveSchema,
  adminTestimonyUpdateSchema,
} from '../../../shared/schemas/admin-testimonies.js';
import {
  errorResponseSchema,
  idParamsSchema,
  messageResponseSchema,
} from '../../../shared/schemas/common.js';
import { testimonyResponseSchema } from '../../../shared/schemas/submissions.js';
import { NotFoundError } from '../../errors.js';
import { presentTestimony } from '../../presenters/submissions.js';

const guarded = { tags: ['admin'], security: [{ bearerAuth: [] }] };
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
} as const;
const notFound = () => new NotFoundError(MESSAGES.adminTestimonies.notFound);

/** Testimony Management: approved testimonies appear on the public testimony wall. */
export const adminTestimonyRoutes: FastifyPluginAsyncZod = async (app) => {
  const submissions = () => app.repositories.adminSubmissions;

  app.get(
    API.adminTestimonies,
    {
      schema: {
        ...guarded,
        summary: 'Testimonies, newest first: search, status (pending, approved), page',
        querystring: adminTestimoniesQuerySchema,
        response: {
          200: adminTestimoniesResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { rows, total } = await submissions().listTestimonies(request.query);
      const { page, limit } = request.query;
      return { testimonies: rows.map(presentTestimony), total, page, limit };
    },
  );

  app.put(
    API.adminTestimony,
    {
      schema: {
        ...guarded,
        summary: 'Edit a testimony: title, text and approval',
        params: idParamsSchema,
        body: adminTestimonyUpdateSchema,
        response: { 200: testimonyResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { title, testimony, isApproved } = request.body;
      const row = await submissions().updateTestimony(request.params.id, {
        title,
        testimony,
        ...(isApproved === undefined ? {} : { isApproved }),
      });
      if (!row) throw notFound();
      return { testimony: presentTestimony(row) };
    },
  );

  app.patch(
    API.adminTestimonyApprove,
    {
      schema: {
        ...guarded,
        summary: 'Approve a testimony (isApproved true) or take the approval back (false)',
        params: idParamsSchema,
        body: adminTestimonyApproveSchema,
        response: { 200: testimonyResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await submissions().updateTestimony(request.params.id, {
        isApproved: request.body.isApproved,
      });
      if (!row) throw notFound();
      return { testimony: presentTestimony(row) };
    },
  );

  app.delete(
    API.adminTestimony,
    {
      schema: {
        ...guarded,
        summary: 'Delete a testimony',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (!(await submissions().deleteTestimony(request.params.id))) throw notFound();
      return { message: MESSAGES.adminTestimonies.deleted };
    },
  );
};
