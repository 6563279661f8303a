import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import { describeAuditEntry } from '#server/platform/auth/admin-guard.js';
import { errorResponseSchema } from '#shared/schemas/common.js';
import {
  launchChecklistResponseSchema,
  removeDemoContentResponseSchema,
} from '#shared/schemas/launch-checklist.js';

const security = [{ bearerAuth: [] }];
const refused = { 401: errorResponseSchema, 403: errorResponseSchema };

/** The launch checklist and removing the demo content: admins only (the guard's default). */
export const adminLaunchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.adminLaunchChecklist,
    {
      schema: {
        tags: ['admin'],
        summary: 'What still carries the demo church’s content or a default, and where to fix it',
        security,
        response: { 200: launchChecklistResponseSchema, ...refused },
      },
    },
    () => app.launch.checklist(),
  );

  app.post(
    API.adminDemoContentRemove,
    {
      config: { audit: 'Removed the demo content' },
      schema: {
        tags: ['admin'],
        summary:
          'Deletes the demo’s streams, events, comments, testimonies, members and messages still as seeded; again, removes nothing',
        security,
        response: { 200: removeDemoContentResponseSchema, ...refused },
      },
    },
    async (request) => {
      const result = await app.launch.removeDemoContent();
      describeAuditEntry(request, { action: result.message });
      return result;
    },
  );
};
