import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import { errorResponseSchema, idParamsSchema } from '#shared/schemas/common.js';
import {
  PRAYER_MESSAGES,
  prayedResponseSchema,
  prayerRequestBodySchema,
  prayerWallQuerySchema,
  prayerWallResponseSchema,
  sentPrayerRequestResponseSchema,
} from '#shared/schemas/prayer-requests.js';
import { identifyMember } from '#server/features/members/index.js';
import { viewerKey } from '#server/features/streams/index.js';
import { limitPerPerson } from '#server/platform/http/person-limits.js';
import { optionalMemberAuth, publicWriteErrors } from '#server/platform/http/public-route.js';
import { RATE_LIMITS } from '#server/platform/http/rate-limits.js';
import { presentSentPrayerRequest, presentWallPrayerRequest } from './presenter.js';
import { deviceKeyOf } from '#server/platform/http/client-address.js';

/** The /prayer page: send a request, read the wall, say "I prayed". */
export const publicPrayerRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API.prayerRequest,
    {
      preHandler: [identifyMember, limitPerPerson('prayer-request', RATE_LIMITS.prayerRequest)],
      schema: {
        tags: ['public'],
        summary: 'Send the prayer team a prayer request (private, or public for the wall)',
        security: optionalMemberAuth,
        body: prayerRequestBodySchema,
        response: { 201: sentPrayerRequestResponseSchema, ...publicWriteErrors },
      },
    },
    async (request, reply) => {
      const row = await app.prayerRequests.submit(request.member, request.body, {
        ip: request.ip,
        deviceKey: deviceKeyOf(request),
      });
      return reply
        .status(201)
        .send({ prayerRequest: presentSentPrayerRequest(row), message: PRAYER_MESSAGES.sent });
    },
  );

  app.get(
    API.prayerWall,
    {
      schema: {
        tags: ['public'],
        summary:
          'The prayer wall: public requests the team approved, newest first (first names only)',
        querystring: prayerWallQuerySchema,
        response: { 200: prayerWallResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { rows, total, page } = await app.prayerRequests.wall(request.query.page);
      return { prayerRequests: rows.map(presentWallPrayerRequest), total, page };
    },
  );

  app.post(
    API.prayerRequestPrayed,
    {
      preHandler: [identifyMember, limitPerPerson('prayer-prayed', RATE_LIMITS.reaction)],
      schema: {
        tags: ['public'],
        summary: '"I prayed" for a request on the wall: each visitor counts once',
        security: optionalMemberAuth,
        params: idParamsSchema,
        response: { 200: prayedResponseSchema, ...publicWriteErrors },
      },
    },
    async (request) => {
      // A member is themself on any device; a guest is a keyed hash of address and browser.
      const visitor = viewerKey(app.config.jwtSecret, {
        memberId: request.member?.id ?? null,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      const prayedCount = await app.prayerRequests.prayed(request.params.id, `prayed|${visitor}`);
      return { prayedCount };
    },
  );
};
