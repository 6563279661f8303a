import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api-paths.js';
import {
  adminUserBlockBodySchema,
  adminUserBodySchema,
  adminUserResponseSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
} from '../../../shared/schemas/admin-users.js';
import {
  errorResponseSchema,
  idParamsSchema,
  messageResponseSchema,
} from '../../../shared/schemas/common.js';
import { presentAdminUser } from '../../presenters/admin.js';

const security = [{ bearerAuth: [] }];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema } as const;
const errorsWithNotFound = { ...errors, 404: errorResponseSchema } as const;

/** User Management. */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = app.services.adminUsers;

  app.get(
    API.adminUsers,
    {
      schema: {
        tags: ['admin'],
        summary: 'Members, newest first: search, status filter, pages',
        security,
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { rows, total } = await users.list(request.query);
      const { page, limit } = request.query;
      return { users: rows.map(presentAdminUser), total, page, limit };
    },
  );

  app.post(
    API.adminUserCreate,
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a member',
        security,
        body: adminUserBodySchema,
        response: { 201: adminUserResponseSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ user: presentAdminUser(await users.create(request.body)) }),
  );

  app.put(
    API.adminUser,
    {
      schema: {
        tags: ['admin'],
        summary: 'Edit a member’s name, email, phone, location or blocked state',
        security,
        params: idParamsSchema,
        body: adminUserBodySchema,
        response: { 200: adminUserResponseSchema, ...errorsWithNotFound, 409: errorResponseSchema },
      },
    },
    async (request) => ({
      user: presentAdminUser(await users.update(request.params.id, request.body)),
    }),
  );

  app.delete(
    API.adminUser,
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a member (what they wrote stays, under the name it was posted with)',
        security,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorsWithNotFound },
      },
    },
    async (request) => {
      await users.delete(request.params.id);
      return { message: 'User deleted' };
    },
  );

  app.patch(
    API.adminUserBlock,
    {
      schema: {
        tags: ['admin'],
        summary: 'Block or unblock a member; a blocked member cannot post',
        security,
        params: idParamsSchema,
        body: adminUserBlockBodySchema,
        response: { 200: adminUserResponseSchema, ...errorsWithNotFound },
      },
    },
    async (request) => ({
      user: presentAdminUser(await users.setBlocked(request.params.id, request.body.isBlocked)),
    }),
  );
};
