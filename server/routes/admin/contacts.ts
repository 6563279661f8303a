import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api-paths.js';
import { MESSAGES } from '../../../shared/messages.js';
import {
  adminContactsQuerySchema,
  adminContactsResponseSchema,
  adminContactStatusSchema,
  adminContactUpdateSchema,
} from '../../../shared/schemas/admin-contacts.js';
import {
  errorResponseSchema,
  idParamsSchema,
  messageResponseSchema,
} from '../../../shared/schemas/common.js';
import { contactResponseSchema } from '../../../shared/schemas/submissions.js';
import { NotFoundError } from '../../errors.js';
import { presentContact } from '../../presenters/submissions.js';

const guarded = { tags: ['admin'], security: [{ bearerAuth: [] }] };
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
} as const;
const notFound = () => new NotFoundError(MESSAGES.adminContacts.notFound);

/** Contact Management: the four statuses of spec section 4 and the church's response. */
export const adminContactRoutes: FastifyPluginAsyncZod = async (app) => {
  const submissions = () => app.repositories.adminSubmissions;

  app.get(
    API.adminContacts,
    {
      schema: {
        ...guarded,
        summary:
          'Contact messages, newest first: search, status (new, in_progress, resolved, closed), page',
        querystring: adminContactsQuerySchema,
        response: {
          200: adminContactsResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { rows, total } = await submissions().listContacts(request.query);
      const { page, limit } = request.query;
      return { contacts: rows.map(presentContact), total, page, limit };
    },
  );

  app.put(
    API.adminContact,
    {
      schema: {
        ...guarded,
        summary: 'Set a contact message’s status and response',
        params: idParamsSchema,
        body: adminContactUpdateSchema,
        response: { 200: contactResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await submissions().updateContact(request.params.id, request.body);
      if (!row) throw notFound();
      return { contact: presentContact(row) };
    },
  );

  app.patch(
    API.adminContactStatus,
    {
      schema: {
        ...guarded,
        summary: 'Set a contact message’s status (Resolve sets resolved)',
        params: idParamsSchema,
        body: adminContactStatusSchema,
        response: { 200: contactResponseSchema, ...errors },
      },
    },
    async (request) => {
      const row = await submissions().updateContact(request.params.id, {
        status: request.body.status,
      });
      if (!row) throw notFound();
      return { contact: presentContact(row) };
    },
  );

  app.delete(
    API.adminContact,
    {
      schema: {
        ...guarded,
        summary: 'Delete a contact message',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (!(await submissions().deleteContact(request.params.id))) throw notFound();
      return { message: MESSAGES.adminContacts.deleted };
    },
  );
};
