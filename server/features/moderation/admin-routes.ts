import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import { idParamsSchema, messageResponseSchema } from '#shared/schemas/common.js';
import {
  sanctionBodySchema,
  sanctionResponseSchema,
  sanctionsQuerySchema,
  sanctionsResponseSchema,
} from '#shared/schemas/moderation.js';
import {
  adminGuarded,
  itemErrors,
  listErrors,
  listPage,
} from '#server/platform/http/admin-route.js';
import { moderatorsMay, nameAuditTarget } from '#server/platform/auth/admin-guard.js';
import { presentSanction } from './presenter.js';

/** Sanctions: time out, ban or shadow-mute a sender, list those in force, lift one. */
export const adminModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API.adminSanctions,
    {
      config: moderatorsMay({ audit: 'Timed out, banned or shadow-muted a sender' }),
      schema: {
        ...adminGuarded,
        summary:
          'Time out, ban or shadow-mute the sender of a message or comment, or an email or member',
        body: sanctionBodySchema,
        response: { 201: sanctionResponseSchema, ...itemErrors },
      },
    },
    async (request, reply) => {
      const sanction = await app.moderation.sanction(
        request.body,
        request.staff?.displayName ?? null,
      );
      nameAuditTarget(request, `${sanction.userName} (${sanction.kind})`);
      return reply.status(201).send({ sanction: presentSanction(sanction) });
    },
  );
  app.get(
    API.adminSanctions,
    {
      config: moderatorsMay(),
      schema: {
        ...adminGuarded,
        summary: 'Sanctions in force, newest first',
        querystring: sanctionsQuerySchema,
        response: { 200: sanctionsResponseSchema, ...listErrors },
      },
    },
    async (request) =>
      listPage(
        'sanctions',
        await app.moderation.listSanctions(request.query),
        request.query,
        presentSanction,
      ),
  );
  app.delete(
    API.adminSanction,
    {
      config: moderatorsMay({ audit: 'Lifted a sanction' }),
      schema: {
        ...adminGuarded,
        summary: 'Lift a sanction',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...itemErrors },
      },
    },
    async (request) => {
      await app.moderation.liftSanction(request.params.id);
      return { message: 'Sanction lifted' };
    },
  );
};
