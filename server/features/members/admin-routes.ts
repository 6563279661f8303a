import { describeAuditEntry } from '#server/platform/auth/admin-guard.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import {
  adminMemberBlockBodySchema,
  adminMemberBodySchema,
  adminMemberResponseSchema,
  adminMembersQuerySchema,
  adminMembersResponseSchema,
} from '#shared/schemas/admin-members.js';
import {
  errorResponseSchema,
  idParamsSchema,
  messageResponseSchema,
} from '#shared/schemas/common.js';
import { presentAdminMember } from './admin-presenter.js';
import {
  adminGuarded,
  itemErrors,
  listErrors,
  listPage,
} from '#server/platform/http/admin-route.js';

/** User Management. */
export const adminMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = app.adminMembers;

  app.get(
    API.adminMembers,
    {
      schema: {
        ...adminGuarded,
        summary: 'Members, newest first: search, status filter, pages',
        querystring: adminMembersQuerySchema,
        response: { 200: adminMembersResponseSchema, ...listErrors },
      },
    },
    async (request) =>
      listPage('users', await users.list(request.query), request.query, presentAdminMember),
  );

  app.post(
    API.adminMemberCreate,
    {
      config: { audit: 'Created a member' },
      schema: {
        ...adminGuarded,
        summary: 'Add a member',
        body: adminMemberBodySchema,
        response: { 201: adminMemberResponseSchema, ...listErrors, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = presentAdminMember(await users.create(request.body));
      describeAuditEntry(request, { action: 'Added a member', target: user.name });
      return reply.status(201).send({ user });
    },
  );

  app.put(
    API.adminMember,
    {
      config: { audit: 'Edited a member' },
      schema: {
        ...adminGuarded,
        summary: 'Edit a member’s name, email, phone, location or blocked state',
        params: idParamsSchema,
        body: adminMemberBodySchema,
        response: { 200: adminMemberResponseSchema, ...itemErrors, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const user = presentAdminMember(await users.update(request.params.id, request.body));
      describeAuditEntry(request, { action: "Edited a member's details", target: user.name });
      return { user };
    },
  );

  app.delete(
    API.adminMember,
    {
      config: { audit: 'Deleted a member' },
      schema: {
        ...adminGuarded,
        summary: 'Delete a member (what they wrote stays, under the name it was posted with)',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...itemErrors },
      },
    },
    async (request) => {
      const member = await users.delete(request.params.id);
      describeAuditEntry(request, { action: 'Deleted a member', target: member.name });
      return { message: 'User deleted' };
    },
  );

  app.patch(
    API.adminMemberBlock,
    {
      config: { audit: 'Blocked or unblocked a member' },
      schema: {
        ...adminGuarded,
        summary: 'Block or unblock a member; a blocked member cannot post',
        params: idParamsSchema,
        body: adminMemberBlockBodySchema,
        response: { 200: adminMemberResponseSchema, ...itemErrors },
      },
    },
    async (request) => {
      const user = presentAdminMember(
        await users.setBlocked(request.params.id, request.body.isBlocked),
      );
      describeAuditEntry(request, {
        action: user.isBlocked ? 'Blocked a member' : 'Unblocked a member',
        target: user.name,
      });
      return { user };
    },
  );
};
