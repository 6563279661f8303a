import { z } from 'zod';
import { SITE_ROUTES } from '#shared/routes.js';
import { requiredEmailSchema } from './fields.js';

/** POST /api/user/stream-alerts: the address to email when a stream goes live. */
export const streamAlertSubscribeSchema = z.object({ email: requiredEmailSchema });
export type StreamAlertSubscribe = z.infer<typeof streamAlertSubscribeSchema>;

/** The emailed links' tokens: 32 random bytes, base64url. */
const linkTokenSchema = z
  .string({ error: 'The link is incomplete' })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'The link is incomplete' });

/** POST /api/user/stream-alerts/confirm. */
export const streamAlertConfirmSchema = z.object({ token: linkTokenSchema });
export type StreamAlertConfirm = z.infer<typeof streamAlertConfirmSchema>;

/** POST /api/user/stream-alerts/unsubscribe?token=: the token is in the address (RFC 8058). */
export const streamAlertUnsubscribeQuerySchema = z.object({ token: linkTokenSchema });

/** The pages the emailed links open (server-rendered; each asks for a click before acting). */
export const STREAM_ALERT_PAGES = {
  confirm: SITE_ROUTES.streamAlertsConfirm.path,
  unsubscribe: SITE_ROUTES.streamAlertsUnsubscribe.path,
} as const;
