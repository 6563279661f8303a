import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import { errorResponseSchema } from '#shared/schemas/common.js';
import {
  twoFactorCodeBodySchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusSchema,
} from '#shared/schemas/two-factor.js';
import { currentAdmin, moderatorsMay } from '#server/platform/auth/admin-guard.js';

const guarded = { tags: ['admin'], security: [{ bearerAuth: [] }] };
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  409: errorResponseSchema,
} as const;

/** The signed-in admin's own two-factor sign-in: status, set-up with a QR code, on and off. */
export const adminTwoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const twoFactor = () => app.twoFactor;

  app.get(
    API.adminTwoFactor,
    {
      config: moderatorsMay(),
      schema: {
        ...guarded,
        summary: 'Whether this admin signs in with a code, and whether the settings require it',
        response: { 200: twoFactorStatusSchema, 401: errorResponseSchema },
      },
    },
    async (request) => twoFactor().status(currentAdmin(request).admin),
  );

  app.post(
    API.adminTwoFactorSetup,
    {
      config: moderatorsMay({ audit: false }),
      schema: {
        ...guarded,
        summary: 'Start set-up: a new secret and its QR code for an authenticator app',
        response: { 200: twoFactorSetupResponseSchema, ...errors },
      },
    },
    async (request) => twoFactor().startSetup(currentAdmin(request).admin),
  );

  app.post(
    API.adminTwoFactorEnable,
    {
      config: moderatorsMay({ audit: 'Turned on two-factor sign-in' }),
      schema: {
        ...guarded,
        summary: 'Finish set-up with the first code the app shows; sign-ins then ask for a code',
        body: twoFactorCodeBodySchema,
        response: { 200: twoFactorStatusSchema, ...errors },
      },
    },
    async (request) => twoFactor().confirmSetup(currentAdmin(request).admin, request.body.code),
  );

  app.post(
    API.adminTwoFactorDisable,
    {
      config: moderatorsMay({ audit: 'Turned off two-factor sign-in' }),
      schema: {
        ...guarded,
        summary:
          'Turn two-factor sign-in off with a current code (not while the settings require it)',
        body: twoFactorCodeBodySchema,
        response: { 200: twoFactorStatusSchema, ...errors },
      },
    },
    async (request) => twoFactor().disable(currentAdmin(request).admin, request.body.code),
  );
};
