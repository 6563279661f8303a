import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import {
  errorResponseSchema,
  idParamsSchema,
  messageResponseSchema,
} from '#shared/schemas/common.js';
import {
  staffBodySchema,
  staffInviteBodySchema,
  staffListResponseSchema,
  staffMemberResponseSchema,
} from '#shared/schemas/staff.js';
import { STAFF_MESSAGES } from '#shared/staff-messages.js';
import { currentStaff, nameAuditTarget } from '#server/platform/auth/admin-guard.js';
import { adminGuarded, itemErrors, listErrors } from '#server/platform/http/admin-route.js';

const writeErrors = { ...itemErrors, 409: errorResponseSchema } as const;

/** The Staff section (admins only: none of these routes is open to moderators). */
export const adminStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = () => app.staff;

  app.get(
    API.adminStaffList,
    {
      schema: {
        ...adminGuarded,
        summary: 'Staff accounts, oldest first, with their roles',
        response: { 200: staffListResponseSchema, ...listErrors },
      },
    },
    async () => staff().list(),
  );

  app.post(
    API.adminStaffList,
    {
      config: { audit: 'Added a staff member' },
      schema: {
        ...adminGuarded,
        summary: 'Add a staff member: username, display name, password and role',
        body: staffBodySchema,
        response: { 201: staffMemberResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const created = await staff().create(request.body);
      nameAuditTarget(request, `${created.staff.username} (${created.staff.role})`);
      return reply.status(201).send(created);
    },
  );

  app.post(
    API.adminStaffInvites,
    {
      config: { audit: 'Invited a staff member' },
      schema: {
        ...adminGuarded,
        summary:
          'Invite a staff member by email: they choose their own password by a single-use link (72 hours)',
        body: staffInviteBodySchema,
        response: { 201: staffMemberResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const invited = await app.staffPasswordLinks.invite(request.body);
      nameAuditTarget(request, `${invited.staff.username} (${invited.staff.role})`);
      return reply.status(201).send(invited);
    },
  );

  app.post(
    API.adminStaffInviteResend,
    {
      config: { audit: 'Sent a staff invite again' },
      schema: {
        ...adminGuarded,
        summary: 'Send an invite again with a new link (the earlier one stops working)',
        params: idParamsSchema,
        response: { 200: staffMemberResponseSchema, ...itemErrors, 429: errorResponseSchema },
      },
    },
    async (request) => {
      const resent = await app.staffPasswordLinks.resendInvite(request.params.id);
      nameAuditTarget(request, resent.staff.username);
      return resent;
    },
  );

  app.put(
    API.adminStaffMember,
    {
      config: { audit: 'Edited a staff member' },
      schema: {
        ...adminGuarded,
        summary:
          'Edit a staff member; a password resets theirs and signs them out; the last admin stays an admin',
        params: idParamsSchema,
        body: staffBodySchema,
        response: { 200: staffMemberResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      const updated = await staff().update(request.params.id, request.body);
      const reset = request.body.password ? ', password reset' : '';
      nameAuditTarget(request, `${updated.staff.username} (${updated.staff.role}${reset})`);
      return updated;
    },
  );

  app.delete(
    API.adminStaffMember,
    {
      config: { audit: 'Deleted a staff member' },
      schema: {
        ...adminGuarded,
        summary: 'Delete a staff member (not yourself, not the last admin); their sessions end',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...itemErrors },
      },
    },
    async (request) => {
      const deleted = await staff().delete(request.params.id, currentStaff(request));
      nameAuditTarget(request, deleted.username);
      return { message: STAFF_MESSAGES.deleted };
    },
  );
};
