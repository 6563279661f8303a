import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import {
  adminLoginBodySchema,
  adminLoginResponseSchema,
  adminSessionResponseSchema,
} from '#shared/schemas/auth.js';
import { MESSAGES } from '#shared/messages.js';
import { errorResponseSchema, messageResponseSchema } from '#shared/schemas/common.js';
import {
  staffPasswordLinkConfirmSchema,
  staffPasswordLinkResponseSchema,
  staffPasswordResetBodySchema,
} from '#shared/schemas/staff.js';
import { STAFF_MESSAGES } from '#shared/staff-messages.js';
import { currentAdmin, moderatorsMay } from '#server/platform/auth/admin-guard.js';
import { RATE_LIMITS } from '#server/platform/http/rate-limits.js';
import { presentAdmin } from './service.js';

/** Sign-in: the one admin call made without a token, registered outside the guarded plugin. */
export const adminLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API.adminLogin,
    {
      schema: {
        tags: ['admin'],
        summary: 'Sign in as an admin',
        body: adminLoginBodySchema,
        response: {
          200: adminLoginResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) =>
      app.adminAuth.login({
        username: request.body.username,
        password: request.body.password,
        ...(request.body.code ? { code: request.body.code } : {}),
        ip: request.ip,
      }),
  );

  app.post(
    API.adminPasswordReset,
    {
      config: { rateLimit: RATE_LIMITS.passwordReset },
      schema: {
        tags: ['admin'],
        summary:
          'Email a staff account a single-use link to choose a new password (the same answer whether or not the address has an account)',
        body: staffPasswordResetBodySchema,
        response: {
          200: messageResponseSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      app.staffPasswordLinks.request(request.body.email);
      return { message: STAFF_MESSAGES.resetSent };
    },
  );

  app.post(
    API.adminPasswordLinkConfirm,
    {
      config: { rateLimit: RATE_LIMITS.passwordReset },
      schema: {
        tags: ['admin'],
        summary:
          'Choose a password with an invite or reset link; every session of the account ends',
        body: staffPasswordLinkConfirmSchema,
        response: {
          200: staffPasswordLinkResponseSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => app.staffPasswordLinks.confirm(request.body),
  );
};

export const adminSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.adminSession,
    {
      config: moderatorsMay(),
      schema: {
        tags: ['admin'],
        summary: 'The signed-in admin and when the session ends',
        security: [{ bearerAuth: [] }],
        response: { 200: adminSessionResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const { admin, expiresAt } = currentAdmin(request);
      return { admin: presentAdmin(admin), expiresAt: expiresAt.toISOString() };
    },
  );
};

/** Signing out ends the session on the server: the token stops working at once. */
export const adminLogoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API.adminLogout,
    {
      config: moderatorsMay({ audit: false }),
      schema: {
        tags: ['admin'],
        summary: 'Sign out: the session ends on the server and its token stops working',
        security: [{ bearerAuth: [] }],
        response: { 200: messageResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      await app.adminSessions.end(currentAdmin(request).sessionId);
      return { message: MESSAGES.login.signedOut };
    },
  );
};
