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
import { adminGuarded, itemErrors, listErrors, listPage } from './admin-route.js';

/** User Management. */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = app.services.adminUsers;

  app.get(
    API.adminUsers,
    {
      schema: {
        ...adminGuarded,
        summary: 'Members, newest first: search, status filter, pages',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersResponseSchema, ...listErrors },
      },
    },
    async (request) =>
      listPage('users', await users.list(request.query), request.query, presentAdminUser),
  );

  app.post(
    API.adminUserCreate,
    {
      schema: {
        ...adminGuarded,
        summary: 'Add a member',
        body: adminUserBodySchema,
        response: { 201: adminUserResponseSchema, ...listErrors, 409: errorResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ user: presentAdminUser(await users.create(request.body)) }),
  );

  app.put(
    API.adminUser,
    {
      schema: {
        ...adminGuarded,
        summary: 'Edit a member’s name, email, phone, location or blocked state',
        params: idParamsSchema,
        body: adminUserBodySchema,
        response: { 200: adminUserResponseSchema, ...itemErrors, 409: errorResponseSchema },
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
        ...adminGuarded,
        summary: 'Delete a member (what they wrote stays, under the name it was posted with)',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...itemErrors },
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
        ...adminGuarded,
        summary: 'Block or unblock a member; a blocked member cannot post',
        params: idParamsSchema,
        body: adminUserBlockBodySchema,
        response: { 200: adminUserResponseSchema, ...itemErrors },
      },
    },
    async (request) => ({
      user: presentAdminUser(await users.setBlocked(request.params.id, request.body.isBlocked)),
    }),
  );
};
