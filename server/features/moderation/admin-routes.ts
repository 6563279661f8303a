import type { SanctionKind } from '#shared/schemas/moderation.js';
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
import { describeAuditEntry, moderatorsMay } from '#server/platform/auth/admin-guard.js';
import { presentSanction } from './presenter.js';

/** Sanctions: time out, ban or shadow-mute a sender, list those in force, lift one. */
/** The audit log's words for each kind of sanction. */
const SANCTION_ACTIONS: Record<SanctionKind, string> = {
  timeout: 'Timed out a sender',
  ban: 'Banned a sender',
  shadow: 'Shadow-muted a sender',
};
const SANCTION_NAMES: Record<SanctionKind, string> = {
  timeout: 'time-out',
  ban: 'ban',
  shadow: 'shadow mute',
};

/** Who a sanction is against, and whether their network is caught too. */
function sanctionTarget(sanction: { userName: string; addressKey: string | null }): string {
  const who = sanction.userName || 'an unnamed guest';
  return sanction.addressKey ? `${who} and their network` : who;
}

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
      describeAuditEntry(request, {
        action: SANCTION_ACTIONS[sanction.kind as SanctionKind] ?? 'Sanctioned a sender',
        target: sanctionTarget(sanction),
      });
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
      const sanction = await app.moderation.liftSanction(request.params.id);
      describeAuditEntry(request, {
        action: `Lifted a ${SANCTION_NAMES[sanction.kind as SanctionKind] ?? 'sanction'}`,
        target: sanctionTarget(sanction),
      });
      return { message: 'Sanction lifted' };
    },
  );
};
