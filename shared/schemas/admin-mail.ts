import { z } from 'zod';
import { adminListQuerySchema, pageInfoSchema } from './admin-list.js';

/** The outbox (beyond the spec): every email the site sends, with where it stands. */

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed', 'not-sent'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  queued: 'Waiting to be sent',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  'not-sent': 'Not sent (no mail server set up)',
};

export const adminMailQuerySchema = adminListQuerySchema.extend({
  status: z
    .enum(MAIL_STATUSES, { error: `Status must be one of: ${MAIL_STATUSES.join(', ')}` })
    .optional(),
});
export type AdminMailQuery = z.infer<typeof adminMailQuerySchema>;

export const mailMessageSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int().min(0),
  nextAttemptAt: z.string(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

export const adminMailResponseSchema = pageInfoSchema.extend({
  messages: z.array(mailMessageSchema),
  /** False without SMTP_URL: every email stays in the outbox, unsent (the panel says so). */
  mailServerConfigured: z.boolean(),
});
export type AdminMailResponse = z.infer<typeof adminMailResponseSchema>;

export const adminMailItemResponseSchema = z.object({ mail: mailMessageSchema });
