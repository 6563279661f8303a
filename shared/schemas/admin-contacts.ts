import { z } from 'zod';
import { CONTACT_STATUSES } from '#shared/constants.js';
import { TEXT_LIMITS } from '#shared/limits.js';
import { adminListQuerySchema, pageInfoSchema } from './admin-list.js';
import { MAIL_STATUSES } from './admin-mail.js';
import { contactResponseSchema, contactSchema } from './submissions.js';

/** Contact Management: the panel's list, its statuses and the church's response. */

export const CONTACT_STATUS_LABELS: Record<(typeof CONTACT_STATUSES)[number], string> = {
  new: 'New',
  in_progress: 'In Progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

const contactStatusSchema = z.enum(CONTACT_STATUSES, {
  error: `Status must be one of: ${CONTACT_STATUSES.join(', ')}`,
});

export const adminContactsQuerySchema = adminListQuerySchema.extend({
  status: contactStatusSchema.optional(),
});
export type AdminContactsQuery = z.infer<typeof adminContactsQuerySchema>;

export const adminContactUpdateSchema = z.object({
  status: contactStatusSchema,
  response: z
    .string()
    .trim()
    .max(TEXT_LIMITS.contactMessage, {
      error: `Must be at most ${TEXT_LIMITS.contactMessage} characters`,
    })
    .default(''),
});
export type AdminContactUpdate = z.infer<typeof adminContactUpdateSchema>;

export const adminContactStatusSchema = z.object({ status: contactStatusSchema });
export type AdminContactStatus = z.infer<typeof adminContactStatusSchema>;

export const adminContactsResponseSchema = pageInfoSchema.extend({
  contacts: z.array(contactSchema),
});
export type AdminContactsResponse = z.infer<typeof adminContactsResponseSchema>;

/** Saving a new response emails it to the sender: to whom, and how the email stands. */
export const adminContactUpdateResponseSchema = contactResponseSchema.extend({
  responseEmail: z.object({ to: z.string(), status: z.enum(MAIL_STATUSES) }).nullable(),
});
export type AdminContactUpdateResponse = z.infer<typeof adminContactUpdateResponseSchema>;
