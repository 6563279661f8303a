import { auditChanges } from '#server/platform/auth/audit-words.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import {
  adminSettingsResponseSchema,
  adminSettingsUpdateSchema,
} from '#shared/schemas/admin-settings.js';
import { errorResponseSchema } from '#shared/schemas/common.js';
import { currentAdmin, describeAuditEntry } from '#server/platform/auth/admin-guard.js';
import { presentAdminSettings } from './admin-presenter.js';

/** Settings: every group, saved in part; a save takes effect on every instance at once. */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.adminSettings,
    {
      schema: {
        tags: ['admin'],
        summary: 'The settings: general, appearance, notifications, security',
        security: [{ bearerAuth: [] }],
        response: { 200: adminSettingsResponseSchema, 401: errorResponseSchema },
      },
    },
    async () => ({ settings: presentAdminSettings(await app.settings.get()) }),
  );

  app.put(
    API.adminSettings,
    {
      config: { audit: 'Changed the settings' },
      schema: {
        tags: ['admin'],
        summary: 'Save settings: any of the groups, each with any of its fields',
        security: [{ bearerAuth: [] }],
        body: adminSettingsUpdateSchema,
        response: {
          200: adminSettingsResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { admin } = currentAdmin(request);
      const before = await app.settings.get();
      const saved = await app.adminSettings.save(admin, request.body);
      const changed = auditChanges(before, saved);
      describeAuditEntry(request, {
        action: changed ? 'Changed the settings' : 'Saved the settings unchanged',
        ...(changed ? { target: changed } : {}),
      });
      return { settings: presentAdminSettings(saved) };
    },
  );
};
