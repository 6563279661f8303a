import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import { currentStaff, moderatorsMay } from '#server/platform/auth/admin-guard.js';
import {
  analyticsQuerySchema,
  analyticsResponseSchema,
  dashboardResponseSchema,
} from '#shared/schemas/admin-dashboard.js';
import { errorResponseSchema } from '#shared/schemas/common.js';

const security = [{ bearerAuth: [] }];

/** Dashboard Overview and the Analytics Dashboard. */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.adminDashboard,
    {
      config: moderatorsMay(),
      schema: {
        tags: ['admin'],
        summary:
          'Totals, today’s new members and comments, and the five newest of each (no members for a moderator)',
        security,
        response: { 200: dashboardResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const staff = currentStaff(request);
      return app.dashboard.dashboard({ seesMembers: staff.role === 'admin', staffId: staff.id });
    },
  );

  app.get(
    API.adminAnalytics,
    {
      schema: {
        tags: ['admin'],
        summary: 'Registrations, stream views, comments and testimonies over 24h, 7d or 30d',
        security,
        querystring: analyticsQuerySchema,
        response: {
          200: analyticsResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    async (request) => app.dashboard.analytics(request.query.period),
  );
};
