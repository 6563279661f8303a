import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import { idParamsSchema } from '#shared/schemas/common.js';
import {
  momentBodySchema,
  momentPatchBodySchema,
  momentResponseSchema,
  momentsResponseSchema,
} from '#shared/schemas/moments.js';
import { currentStaff, moderatorsMay, nameAuditTarget } from '#server/platform/auth/admin-guard.js';
import { adminGuarded, itemErrors } from '#server/platform/http/admin-route.js';
import { presentMoment } from './presenter.js';

/** The team's side of moments: post one over a stream's chat, close it, watch the counts. */
export const adminMomentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API.adminStreamMoment,
    {
      config: moderatorsMay({ audit: 'Posted a moment' }),
      schema: {
        ...adminGuarded,
        summary:
          'Put a moment over a stream’s chat for every viewer; an earlier open one on the stream closes',
        params: idParamsSchema,
        body: momentBodySchema,
        response: { 201: momentResponseSchema, ...itemErrors },
      },
    },
    async (request, reply) => {
      const moment = await app.moments.post(request.params.id, request.body, {
        staffId: currentStaff(request).id,
      });
      nameAuditTarget(request, `“${moment.title}”`);
      return reply.status(201).send({ moment: presentMoment(moment) });
    },
  );

  app.patch(
    API.adminMoment,
    {
      config: moderatorsMay({ audit: 'Closed a moment' }),
      schema: {
        ...adminGuarded,
        summary: 'Close a moment before its time (closing a closed one changes nothing)',
        params: idParamsSchema,
        body: momentPatchBodySchema,
        response: { 200: momentResponseSchema, ...itemErrors },
      },
    },
    async (request) => {
      const moment = await app.moments.closeNow(request.params.id);
      nameAuditTarget(request, `“${moment.title}”`);
      return { moment: presentMoment(moment) };
    },
  );

  app.get(
    API.adminStreamMoments,
    {
      config: moderatorsMay(),
      schema: {
        ...adminGuarded,
        summary: 'A stream’s moments, the newest first, each with its count of responses',
        params: idParamsSchema,
        response: { 200: momentsResponseSchema, ...itemErrors },
      },
    },
    async (request) => ({
      moments: (await app.moments.listForStream(request.params.id)).map(presentMoment),
    }),
  );
};
