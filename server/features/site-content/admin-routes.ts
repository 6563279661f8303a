import { auditChanges } from '#server/platform/auth/audit-words.js';
import { describeAuditEntry } from '#server/platform/auth/admin-guard.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import { errorResponseSchema } from '#shared/schemas/common.js';
import { siteContentResponseSchema, siteContentSchema } from '#shared/schemas/site-content.js';

const adminErrors = { 400: errorResponseSchema, 401: errorResponseSchema } as const;

/** Site Content: the church edits its public pages without a developer. */
export const adminSiteContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.adminSiteContent,
    {
      schema: {
        tags: ['admin'],
        summary: 'The public pages’ content, for editing',
        security: [{ bearerAuth: [] }],
        response: { 200: siteContentResponseSchema, 401: errorResponseSchema },
      },
    },
    async () => ({ content: await app.siteContent.get() }),
  );

  app.put(
    API.adminSiteContent,
    {
      config: { audit: 'Changed the site content' },
      schema: {
        tags: ['admin'],
        summary: 'Replace the public pages’ content (the whole document, as the form sends it)',
        security: [{ bearerAuth: [] }],
        body: siteContentSchema,
        response: { 200: siteContentResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const before = await app.siteContent.get();
      const content = await app.siteContent.replace(request.body);
      const changed = auditChanges(before, content, 1);
      describeAuditEntry(request, {
        action: changed ? 'Changed the site content' : 'Saved the site content unchanged',
        ...(changed ? { target: changed } : {}),
      });
      return { content };
    },
  );
};
