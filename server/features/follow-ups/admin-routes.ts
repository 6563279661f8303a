import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import { idParamsSchema } from '#shared/schemas/common.js';
import {
  type FollowUpPatchBody,
  followUpEmailBodySchema,
  followUpEmailResponseSchema,
  followUpEraseBodySchema,
  followUpEraseResponseSchema,
  followUpExportQuerySchema,
  followUpListQuerySchema,
  followUpListResponseSchema,
  followUpPatchBodySchema,
  followUpResponseSchema,
  followUpTemplatesResponseSchema,
} from '#shared/schemas/follow-ups.js';
import {
  currentStaff,
  describeAuditEntry,
  moderatorsMay,
  nameAuditTarget,
} from '#server/platform/auth/admin-guard.js';
import { adminGuarded, itemErrors, listErrors } from '#server/platform/http/admin-route.js';

/** What a change did, in plain words for the audit log: "Marked contacted, assigned to Ruth". */
function changeWords(change: FollowUpPatchBody, assignee: string | null): string {
  const words: string[] = [];
  if (change.status) words.push(`marked ${change.status}`);
  if (change.assignedTo !== undefined)
    words.push(assignee ? `assigned to ${assignee}` : 'unassigned');
  if (change.isUrgent !== undefined)
    words.push(change.isUrgent ? 'marked urgent' : 'marked not urgent');
  if (change.note !== undefined) words.push('private note changed');
  return `Follow-up ${words.join(', ') || 'updated'}`;
}

/**
 * The follow-up queue. Moderators care for people as the prayer team does: they may read and
 * work it. Exporting it and erasing a person's follow-ups are an admin's, as for prayer requests:
 * both handle everyone's contact details at once.
 */
export const adminFollowUpRoutes: FastifyPluginAsyncZod = async (app) => {
  const followUps = app.followUps;

  app.get(
    API.adminFollowUps,
    {
      config: moderatorsMay(),
      schema: {
        ...adminGuarded,
        summary:
          'Follow-ups, urgent first then newest: status, assignedTo (a staff id, me or none), kind, search, page',
        querystring: followUpListQuerySchema,
        response: { 200: followUpListResponseSchema, ...listErrors },
      },
    },
    async (request) => {
      const { rows, total } = await followUps.list(request.query, currentStaff(request));
      return { followUps: rows, total, page: request.query.page, limit: request.query.limit };
    },
  );

  app.patch(
    API.adminFollowUp,
    {
      config: moderatorsMay({ audit: 'Updated a follow-up' }),
      schema: {
        ...adminGuarded,
        summary: 'Set a follow-up’s status, assignee, private note or urgent mark',
        params: idParamsSchema,
        body: followUpPatchBodySchema,
        response: { 200: followUpResponseSchema, ...itemErrors },
      },
    },
    async (request) => {
      const followUp = await followUps.update(request.params.id, request.body);
      describeAuditEntry(request, {
        action: changeWords(request.body, followUp.assignedToName),
        target: `${followUp.name || 'Someone'}'s follow-up`,
      });
      return { followUp };
    },
  );

  app.get(
    API.adminFollowUpTemplates,
    {
      config: moderatorsMay(),
      schema: {
        ...adminGuarded,
        summary:
          'The templates “Email them” starts from, per kind, and the church’s name they are signed with',
        response: { 200: followUpTemplatesResponseSchema, ...listErrors },
      },
    },
    async () => followUps.templates(),
  );

  app.post(
    API.adminFollowUpEmail,
    {
      config: moderatorsMay({ audit: 'Emailed a follow-up' }),
      schema: {
        ...adminGuarded,
        summary:
          'Email the person in the church’s name: the kind’s template, or an edited subject and body; a new follow-up becomes contacted',
        params: idParamsSchema,
        body: followUpEmailBodySchema,
        response: { 200: followUpEmailResponseSchema, ...itemErrors },
      },
    },
    async (request) => {
      const followUp = await followUps.email(request.params.id, request.body);
      nameAuditTarget(request, `${followUp.name || 'Someone'}'s follow-up`);
      return { message: `Email queued to ${followUp.email}`, followUp };
    },
  );

  app.get(
    API.adminFollowUpsExport,
    {
      schema: {
        ...adminGuarded,
        summary: 'The queue as CSV (admins only), filtered like the list',
        querystring: followUpExportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const csv = await followUps.exportCsv(request.query, currentStaff(request));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="follow-ups-${day}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );

  app.post(
    API.adminFollowUpsErase,
    {
      config: { audit: 'Erased every follow-up from one email address' },
      schema: {
        ...adminGuarded,
        summary: 'Erase every follow-up with one email address (admins only)',
        body: followUpEraseBodySchema,
        response: { 200: followUpEraseResponseSchema, ...listErrors },
      },
    },
    async (request) => {
      const erased = await followUps.eraseByEmail(request.body.email);
      // The log names how many, not whose: the address is what was asked to be forgotten.
      nameAuditTarget(request, `${erased} follow-up(s)`);
      return { message: `Erased ${erased} follow-up(s)`, erased };
    },
  );
};
