import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import { errorResponseSchema, idParamsSchema } from '#shared/schemas/common.js';
import {
  momentAnswerBodySchema,
  momentAnswerResponseSchema,
  momentsResponseSchema,
} from '#shared/schemas/moments.js';
import { identifyMember } from '#server/features/members/index.js';
import { deviceKeyOf, requestAddress } from '#server/platform/http/client-address.js';
import { limitPerPerson } from '#server/platform/http/person-limits.js';
import { optionalMemberAuth, publicWriteErrors } from '#server/platform/http/public-route.js';
import { RATE_LIMITS } from '#server/platform/http/rate-limits.js';
import { presentPublicMoment } from './presenter.js';

/** Viewers' side of moments: the open ones on a stream, and answering one with a tap. */
export const publicMomentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.streamMoments,
    {
      // Dropped when a moment opens or closes; the closer closes each past its time.
      config: { readCache: { tags: ['moments'] } },
      schema: {
        tags: ['public'],
        summary:
          'The moments open on a stream now, newest first, for a viewer who joins after one opened (no counts)',
        params: idParamsSchema,
        response: { 200: momentsResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => ({
      moments: (await app.moments.openForStream(request.params.id)).map(presentPublicMoment),
    }),
  );

  app.post(
    API.momentResponse,
    {
      preHandler: [identifyMember, limitPerPerson('moment-answer', RATE_LIMITS.momentAnswer)],
      schema: {
        tags: ['public'],
        summary:
          'Answer a moment with one tap (contact details when it asks for them): each person counts once; 201 when counted, 200 for a repeat',
        security: optionalMemberAuth,
        params: idParamsSchema,
        body: momentAnswerBodySchema,
        response: {
          200: momentAnswerResponseSchema,
          201: momentAnswerResponseSchema,
          ...publicWriteErrors,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { responses, counted } = await app.moments.answer(
        request.params.id,
        {
          member: request.member,
          deviceKey: deviceKeyOf(request),
          addressSlot: `${requestAddress(request)}|${request.headers['user-agent'] ?? ''}`,
        },
        request.body,
      );
      return reply.status(counted ? 201 : 200).send({ responses });
    },
  );
};
