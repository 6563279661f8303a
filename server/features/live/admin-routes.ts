import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import { errorResponseSchema } from '#shared/schemas/common.js';
import { currentAdmin, moderatorsMay } from '#server/platform/auth/admin-guard.js';
import { CHANNELS } from './service.js';

/**
 * The panel's event stream, behind the admin guard like every admin route: the bearer token
 * comes in the Authorization header (the panel reads the stream with fetch), never in the URL.
 */
export const adminLiveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.adminLive,
    {
      config: moderatorsMay(),
      schema: {
        tags: ['admin'],
        summary:
          'Server-sent events for the panel: quick-chat, quick-chat-message, unread, activity, viewers, streams, reset',
        security: [{ bearerAuth: [] }],
        produces: ['text/event-stream'],
        response: { 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { admin, sessionId } = currentAdmin(request);
      const authorization = request.headers.authorization;
      app.live.open(request, reply, {
        channels: [CHANNELS.admin],
        guard: {
          adminId: admin.id,
          sessionId,
          // An open panel is not activity: checked without renewing, so the session still
          // idles out, and the stream ends with it.
          stillAllowed: () =>
            app
              .authenticateAdmin(authorization, { renew: false })
              .then(() => true)
              .catch(() => false),
        },
      });
    },
  );
};
