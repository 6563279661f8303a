import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import {
  currentStaff,
  describeAuditEntry,
  moderatorsMay,
} from '#server/platform/auth/admin-guard.js';
import { errorResponseSchema } from '#shared/schemas/common.js';
import {
  adminPrayNowAcceptResponseSchema,
  adminPrayNowListResponseSchema,
  prayNowParamsSchema,
} from '#shared/schemas/pray-now.js';
import { presentAdminPrayNow } from './presenter.js';

const security = [{ bearerAuth: [] }];
const adminErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
} as const;

/** Staff on duty (any signed-in staff member) see who is waiting and accept one. */
export const adminPrayNowRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.adminPrayNowRequests,
    {
      config: moderatorsMay(),
      schema: {
        tags: ['admin'],
        summary: 'Visitors waiting for someone to pray with them now, oldest first',
        security,
        response: { 200: adminPrayNowListResponseSchema, ...adminErrors },
      },
    },
    async () => ({ requests: (await app.prayNow.waiting()).map(presentAdminPrayNow) }),
  );

  app.post(
    API.adminPrayNowAccept,
    {
      config: moderatorsMay({ audit: 'Accepted to pray with a visitor' }),
      schema: {
        tags: ['admin'],
        summary:
          'Accept to pray with a visitor: opens a quick chat with them; the first to accept wins',
        security,
        params: prayNowParamsSchema,
        response: {
          200: adminPrayNowAcceptResponseSchema,
          ...adminErrors,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const row = await app.prayNow.accept(request.params.id, currentStaff(request));
      describeAuditEntry(request, {
        action: 'Accepted to pray with a visitor',
        target: `${row.name}'s request`,
      });
      return { prayNow: presentAdminPrayNow(row), chatId: row.chatId ?? '' };
    },
  );
};
