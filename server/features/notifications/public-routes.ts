import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.js';
import { API_MESSAGES } from '#shared/api-messages.js';
import { errorResponseSchema, messageResponseSchema } from '#shared/schemas/common.js';
import {
  streamAlertConfirmSchema,
  streamAlertSubscribeSchema,
  streamAlertUnsubscribeQuerySchema,
} from '#shared/schemas/stream-alerts.js';
import { RATE_LIMITS } from '#server/platform/http/rate-limits.js';

const errors = { 400: errorResponseSchema, 429: errorResponseSchema } as const;

/** Stream alerts: subscribe, confirm by the emailed link, and leave with one click. */
export const publicNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Mail programs send the one-click unsubscribe as a form (RFC 8058); its fields are not
  // needed (the token is in the address), so any form body reads as empty. Only in this plugin.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(
      type,
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, _body, done) => done(null, {}),
    );
  }

  app.post(
    API.streamAlerts,
    {
      config: { rateLimit: RATE_LIMITS.streamAlerts },
      schema: {
        tags: ['public'],
        summary:
          'Ask for an email when a stream goes live: a link to confirm is emailed (the same answer for every address)',
        body: streamAlertSubscribeSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      app.streamAlerts.subscribe(request.body.email);
      return { message: API_MESSAGES.streamAlerts.requested };
    },
  );

  app.post(
    API.streamAlertsConfirm,
    {
      config: { rateLimit: RATE_LIMITS.streamAlertLinks },
      schema: {
        tags: ['public'],
        summary: 'Confirm live-stream emails with the emailed link',
        body: streamAlertConfirmSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await app.streamAlerts.confirm(request.body.token);
      return { message: API_MESSAGES.streamAlerts.confirmed };
    },
  );

  app.post(
    API.streamAlertsUnsubscribe,
    {
      config: { rateLimit: RATE_LIMITS.streamAlertLinks },
      schema: {
        tags: ['public'],
        summary:
          'Stop live-stream emails: one click (RFC 8058 List-Unsubscribe-Post), the token in the address',
        querystring: streamAlertUnsubscribeQuerySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await app.streamAlerts.unsubscribe(request.query.token);
      return { message: API_MESSAGES.streamAlerts.unsubscribed };
    },
  );
};
