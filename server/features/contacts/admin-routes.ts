import { auditQuote } from '#server/platform/auth/audit-words.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import { describeAuditEntry, moderatorsMay } from '#server/platform/auth/admin-guard.js';
import { MESSAGES } from '#shared/messages.js';
import {
  adminContactUpdateResponseSchema,
  adminContactsQuerySchema,
  adminContactsResponseSchema,
  adminContactStatusSchema,
  adminContactUpdateSchema,
} from '#shared/schemas/admin-contacts.js';
import { idParamsSchema, messageResponseSchema } from '#shared/schemas/common.js';
import { contactResponseSchema } from '#shared/schemas/submissions.js';
import { presentContact } from './presenter.js';
import {
  adminGuarded,
  itemErrors,
  listErrors,
  listPage,
} from '#server/platform/http/admin-route.js';

/** Contact Management: a message's status and the church's response. */
export const adminContactRoutes: FastifyPluginAsyncZod = async (app) => {
  const contacts = app.contacts;

  app.get(
    API.adminContacts,
    {
      config: moderatorsMay(),
      schema: {
        ...adminGuarded,
        summary:
          'Contact messages, newest first: search, status (new, in_progress, resolved, closed), page',
        querystring: adminContactsQuerySchema,
        response: { 200: adminContactsResponseSchema, ...listErrors },
      },
    },
    async (request) =>
      listPage('contacts', await contacts.list(request.query), request.query, presentContact),
  );

  app.put(
    API.adminContact,
    {
      config: moderatorsMay({ audit: 'Edited a contact message' }),
      schema: {
        ...adminGuarded,
        summary: 'Set a contact message’s status and response',
        params: idParamsSchema,
        body: adminContactUpdateSchema,
        response: { 200: adminContactUpdateResponseSchema, ...itemErrors },
      },
    },
    async (request) => {
      const { row, emailed } = await contacts.update(request.params.id, request.body);
      describeAuditEntry(request, {
        action: emailed ? 'Answered a contact message by email' : 'Edited a contact message',
        target: `${row.name}'s message ${auditQuote(row.subject)}`,
      });
      return {
        contact: presentContact(row),
        responseEmail: emailed ? { to: emailed.toAddress, status: emailed.status } : null,
      };
    },
  );

  app.patch(
    API.adminContactStatus,
    {
      config: moderatorsMay({ audit: 'Changed a contact message status' }),
      schema: {
        ...adminGuarded,
        summary: 'Set a contact message’s status (Resolve sets resolved)',
        params: idParamsSchema,
        body: adminContactStatusSchema,
        response: { 200: contactResponseSchema, ...itemErrors },
      },
    },
    async (request) => {
      const { row } = await contacts.update(request.params.id, { status: request.body.status });
      describeAuditEntry(request, {
        action: `Marked a contact message as ${row.status}`,
        target: `${row.name}'s message ${auditQuote(row.subject)}`,
      });
      return { contact: presentContact(row) };
    },
  );

  app.delete(
    API.adminContact,
    {
      config: moderatorsMay({ audit: 'Deleted a contact message' }),
      schema: {
        ...adminGuarded,
        summary: 'Delete a contact message',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...itemErrors },
      },
    },
    async (request) => {
      const row = await contacts.delete(request.params.id);
      describeAuditEntry(request, {
        action: 'Deleted a contact message',
        target: `${row.name}'s message ${auditQuote(row.subject)}`,
      });
      return { message: MESSAGES.adminContacts.deleted };
    },
  );
};
