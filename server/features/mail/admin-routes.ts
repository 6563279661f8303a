import { auditQuote } from '#server/platform/auth/audit-words.js';
import { describeAuditEntry } from '#server/platform/auth/admin-guard.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import {
  adminMailItemResponseSchema,
  adminMailQuerySchema,
  adminMailResponseSchema,
} from '#shared/schemas/admin-mail.js';
import { errorResponseSchema, idParamsSchema } from '#shared/schemas/common.js';
import {
  adminGuarded,
  itemErrors,
  listErrors,
  listPage,
} from '#server/platform/http/admin-route.js';
import { presentMail } from './presenter.js';

/** The outbox: what the site sent, is sending, could not send, or kept for want of a server. */
export const adminMailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.adminMail,
    {
      schema: {
        ...adminGuarded,
        summary: 'Every email the site sends, newest first: status, search, page',
        querystring: adminMailQuerySchema,
        response: { 200: adminMailResponseSchema, ...listErrors },
      },
    },
    async (request) => ({
      ...listPage('messages', await app.mail.list(request.query), request.query, presentMail),
      mailServerConfigured: app.mail.configured,
    }),
  );

  app.post(
    API.adminMailRetry,
    {
      config: { audit: 'Sent an email again' },
      schema: {
        ...adminGuarded,
        summary: 'Send a failed or unsent email again now',
        params: idParamsSchema,
        response: { 200: adminMailItemResponseSchema, ...itemErrors, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const mail = await app.mail.retry(request.params.id);
      describeAuditEntry(request, {
        action: 'Sent an email again',
        target: `${auditQuote(mail.subject)} to ${mail.toAddress}`,
      });
      return { mail: presentMail(mail) };
    },
  );
};
