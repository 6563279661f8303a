import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import { adminAuditQuerySchema, adminAuditResponseSchema } from '#shared/schemas/audit.js';
import { adminGuarded, listErrors, listPage } from '#server/platform/http/admin-route.js';
import { presentAuditEntry } from './presenter.js';

/** The audit log for admins (moderators may not read it: the route is not marked for them). */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.adminAudit,
    {
      schema: {
        ...adminGuarded,
        summary: 'Staff changes, newest first: when, who, what and to what, a page at a time',
        querystring: adminAuditQuerySchema,
        response: { 200: adminAuditResponseSchema, ...listErrors },
      },
    },
    async (request) =>
      listPage('entries', await app.audit.list(request.query), request.query, presentAuditEntry),
  );
};
