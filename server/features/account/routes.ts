import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { API } from '#shared/api-paths.js';
import { MESSAGES } from '#shared/messages.js';
import {
  ACCOUNT_MESSAGES,
  accountDeleteSchema,
  accountEmailConfirmSchema,
  accountPrayerRequestsSchema,
  accountQuickChatsSchema,
  accountSchema,
  accountSignOutEverywhereSchema,
  accountUpdateSchema,
} from '#shared/schemas/account.js';
import { errorResponseSchema, messageResponseSchema } from '#shared/schemas/common.js';
import { UnauthorizedError } from '#server/platform/errors.js';
import { RATE_LIMITS } from '#server/platform/http/rate-limits.js';
import type { MemberRow } from '#server/features/members/index.js';
import {
  presentAccount,
  presentAccountQuickChat,
  presentMemberPrayerRequest,
} from './presenter.js';

const memberOnly = [{ bearerAuth: [] }];
const readErrors = { 400: errorResponseSchema, 401: errorResponseSchema } as const;
const writeErrors = { ...readErrors, 409: errorResponseSchema, 429: errorResponseSchema } as const;

/** The member whose valid token the request carries: every route here is theirs alone. */
async function signedInMember(request: FastifyRequest): Promise<MemberRow> {
  const member = await request.server.members.identify(request.headers.authorization);
  if (!member) throw new UnauthorizedError(MESSAGES.auth.invalidToken);
  return member;
}

/** A member's own page: profile, email change, their posts, sessions, deleting the account. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const account = app.account;

  app.get(
    API.account,
    {
      schema: {
        tags: ['public'],
        summary: 'The signed-in member’s profile, go-live emails and an email change waiting',
        security: memberOnly,
        response: { 200: accountSchema, ...readErrors },
      },
    },
    async (request) => presentAccount(await account.view(await signedInMember(request))),
  );

  app.put(
    API.account,
    {
      config: { rateLimit: RATE_LIMITS.account },
      schema: {
        tags: ['public'],
        summary:
          'Change name, phone, location or go-live emails; a new email is emailed a link and changes once it is opened',
        security: memberOnly,
        body: accountUpdateSchema,
        response: { 200: accountSchema, ...writeErrors },
      },
    },
    async (request) =>
      presentAccount(await account.update(await signedInMember(request), request.body)),
  );

  app.post(
    API.accountEmailConfirm,
    {
      config: { rateLimit: RATE_LIMITS.account },
      schema: {
        tags: ['public'],
        summary: 'Apply a new email address with the link sent to it (no sign-in needed)',
        body: accountEmailConfirmSchema,
        response: { 200: accountSchema, ...writeErrors },
      },
    },
    async (request) => presentAccount(await account.confirmEmail(request.body.token)),
  );

  app.get(
    API.accountPrayerRequests,
    {
      schema: {
        tags: ['public'],
        summary: 'The prayer requests the member sent signed in, newest first',
        security: memberOnly,
        response: { 200: accountPrayerRequestsSchema, ...readErrors },
      },
    },
    async (request) => ({
      prayerRequests: (await account.prayerRequests(await signedInMember(request))).map(
        presentMemberPrayerRequest,
      ),
    }),
  );

  app.get(
    API.accountQuickChats,
    {
      schema: {
        tags: ['public'],
        summary: 'The quick chats the member started signed in, newest activity first',
        security: memberOnly,
        response: { 200: accountQuickChatsSchema, ...readErrors },
      },
    },
    async (request) => ({
      quickChats: (await account.quickChats(await signedInMember(request))).map(
        presentAccountQuickChat,
      ),
    }),
  );

  app.post(
    API.accountSignOutEverywhere,
    {
      config: { rateLimit: RATE_LIMITS.account },
      schema: {
        tags: ['public'],
        summary: 'End every token of the member; answers a fresh one for this browser',
        security: memberOnly,
        response: { 200: accountSignOutEverywhereSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { token } = await account.signOutEverywhere(await signedInMember(request));
      return { token, message: ACCOUNT_MESSAGES.signedOutEverywhere };
    },
  );

  app.delete(
    API.account,
    {
      config: { rateLimit: RATE_LIMITS.accountPassword },
      schema: {
        tags: ['public'],
        summary:
          'Delete the member’s account after their password; their posts kept as a guest’s or erased',
        security: memberOnly,
        body: accountDeleteSchema,
        response: { 200: messageResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      await account.delete(await signedInMember(request), request.body);
      return { message: ACCOUNT_MESSAGES.deleted };
    },
  );
};
