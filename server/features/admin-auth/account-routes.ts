import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import { errorResponseSchema } from '#shared/schemas/common.js';
import {
  staffNotificationsBodySchema,
  staffNotificationsResponseSchema,
} from '#shared/schemas/staff.js';
import { currentAdmin, moderatorsMay } from '#server/platform/auth/admin-guard.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema } as const;

/** My Account: each staff member's own notification emails (moderators too). */
export const adminAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.adminAccountNotifications,
    {
      config: moderatorsMay(),
      schema: {
        tags: ['admin'],
        summary: 'Your notification email address and the emails you want',
        security: [{ bearerAuth: [] }],
        response: { 200: staffNotificationsResponseSchema, ...errors },
      },
    },
    async (request) => app.staff.notificationsOf(currentAdmin(request).admin),
  );

  app.put(
    API.adminAccountNotifications,
    {
      config: moderatorsMay({ audit: 'Changed their notification emails' }),
      schema: {
        tags: ['admin'],
        summary:
          'Set your notification email address and the emails you want (new members reach admins only)',
        security: [{ bearerAuth: [] }],
        body: staffNotificationsBodySchema,
        response: { 200: staffNotificationsResponseSchema, ...errors, 404: errorResponseSchema },
      },
    },
    async (request) => app.staff.setNotifications(currentAdmin(request).admin, request.body),
  );
};
