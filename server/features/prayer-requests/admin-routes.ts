import type { AdminPrayerRequestUpdate } from '#shared/schemas/prayer-requests.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import { idParamsSchema } from '#shared/schemas/common.js';
import {
  adminPrayerRequestResponseSchema,
  adminPrayerRequestUpdateSchema,
  adminPrayerRequestsQuerySchema,
  adminPrayerRequestsResponseSchema,
  prayerEraseBodySchema,
  prayerEraseResponseSchema,
  prayerTeamResponseSchema,
} from '#shared/schemas/prayer-requests.js';
import {
  currentStaff,
  describeAuditEntry,
  moderatorsMay,
  nameAuditTarget,
} from '#server/platform/auth/admin-guard.js';
import { adminGuarded, itemErrors, listErrors } from '#server/platform/http/admin-route.js';

/**
 * The prayer team's queue. Moderators pray too: they may read and work the queue (prayer
 * prayer moderation). Exporting it and erasing a person's requests are an admin's (ADR 0140):
 * both handle every request's personal data at once.
 */
/** What a change to a prayer request did, in plain words: "Assigned to Deborah, marked urgent". */
function prayerChangeWords(change: AdminPrayerRequestUpdate, assignee: string | null): string {
  const words: string[] = [];
  if (change.status) words.push(`marked ${change.status}`);
  if (change.isApproved !== undefined)
    words.push(change.isApproved ? 'approved for the wall' : 'taken off the wall');
  if (change.assignedTo !== undefined)
    words.push(assignee ? `assigned to ${assignee}` : 'unassigned');
  if (change.isUrgent !== undefined)
    words.push(change.isUrgent ? 'marked urgent' : 'marked not urgent');
  if (change.note) words.push('private note added');
  if (change.praiseReport) words.push('praise report added');
  const text = words.join(', ') || 'updated';
  return `Prayer request ${text}`;
}

export const adminPrayerRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const prayer = app.prayerRequests;

  app.get(
    API.adminPrayerRequests,
    {
      config: moderatorsMay(),
      schema: {
        ...adminGuarded,
        summary:
          'Prayer requests, newest first: status, assignedTo (a staff id, me or none), urgent, search, page',
        querystring: adminPrayerRequestsQuerySchema,
        response: { 200: adminPrayerRequestsResponseSchema, ...listErrors },
      },
    },
    async (request) => {
      const { rows, total } = await prayer.list(request.query, currentStaff(request));
      return {
        prayerRequests: rows,
        total,
        page: request.query.page,
        limit: request.query.limit,
      };
    },
  );

  app.get(
    API.adminPrayerTeam,
    {
      config: moderatorsMay(),
      schema: {
        ...adminGuarded,
        summary: 'The staff a prayer request can be assigned to',
        response: { 200: prayerTeamResponseSchema, ...listErrors },
      },
    },
    async () => ({ team: await prayer.team() }),
  );

  app.patch(
    API.adminPrayerRequest,
    {
      config: moderatorsMay({ audit: 'Updated a prayer request' }),
      schema: {
        ...adminGuarded,
        summary:
          'Set a prayer request’s status, wall approval, urgency, assignee or praise report, or add a private note',
        params: idParamsSchema,
        body: adminPrayerRequestUpdateSchema,
        response: { 200: adminPrayerRequestResponseSchema, ...itemErrors },
      },
    },
    async (request) => {
      const item = await prayer.update(request.params.id, request.body, currentStaff(request));
      describeAuditEntry(request, {
        action: prayerChangeWords(request.body, item.assignedTo?.displayName ?? null),
        target: `${item.name}'s prayer request`,
      });
      return { prayerRequest: item };
    },
  );

  app.get(
    API.adminPrayerRequestsExport,
    {
      schema: {
        ...adminGuarded,
        summary: 'The queue as CSV (admins only), filtered like the list',
        querystring: adminPrayerRequestsQuerySchema.omit({ page: true, limit: true }),
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const csv = await prayer.exportCsv(request.query, currentStaff(request));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="prayer-requests-${day}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );

  app.post(
    API.adminPrayerRequestsErase,
    {
      config: { audit: 'Erased every prayer request from one email address' },
      schema: {
        ...adminGuarded,
        summary:
          'Erase every prayer request sent from one email address (admins only), with notes and copies',
        body: prayerEraseBodySchema,
        response: { 200: prayerEraseResponseSchema, ...listErrors },
      },
    },
    async (request) => {
      const erased = await prayer.eraseByEmail(request.body.email);
      // The log names how many, not whose: the address is what was asked to be forgotten.
      nameAuditTarget(request, `${erased} prayer request(s)`);
      return { message: `Erased ${erased} prayer request(s)`, erased };
    },
  );
};
