import { z } from 'zod';
import { API_MESSAGES } from '#shared/api-messages.js';
import { CONTACT_STATUSES, CONTACT_SUBJECTS } from '#shared/constants.js';
import { TEXT_LIMITS } from '#shared/limits.js';
import { optionalText, requiredText } from './common.js';
import { requiredEmailSchema, requiredNameSchema } from './fields.js';

/** Testimonies and contact messages: sent by visitors, read by the church. */

export const testimonyBodySchema = z.object({
  name: requiredNameSchema,
  email: requiredEmailSchema,
  title: requiredText(API_MESSAGES.fields.titleRequired, TEXT_LIMITS.testimonyTitle),
  testimony: requiredText(API_MESSAGES.fields.testimonyRequired, TEXT_LIMITS.testimony),
  /** Stored as sent; 'other' when left out (the form always sends 'other'). */
  category: optionalText(TEXT_LIMITS.testimonyCategory),
  /**
   * The sender's consent to the testimony wall. Without it the church may still
   * approve it for its records, but it is never shown publicly. Shared when left out.
   */
  sharePublicly: z.boolean({ error: 'Share publicly must be true or false' }).optional(),
});
export type TestimonyBody = z.infer<typeof testimonyBodySchema>;

export const testimonySchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  title: z.string(),
  testimony: z.string(),
  category: z.string(),
  isApproved: z.boolean(),
  /** Whether the sender agreed to the wall. */
  sharePublicly: z.boolean(),
  createdAt: z.string(),
});
export type Testimony = z.infer<typeof testimonySchema>;

export const testimonyResponseSchema = z.object({ testimony: testimonySchema });
export type TestimonyResponse = z.infer<typeof testimonyResponseSchema>;

export const contactBodySchema = z.object({
  name: requiredNameSchema,
  email: requiredEmailSchema,
  subject: z.enum(CONTACT_SUBJECTS, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? API_MESSAGES.fields.subjectRequired
        : API_MESSAGES.fields.subjectInvalid,
  }),
  message: requiredText(API_MESSAGES.fields.messageRequired, TEXT_LIMITS.contactMessage),
});
export type ContactBody = z.infer<typeof contactBodySchema>;

export const contactSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_STATUSES),
  response: z.string(),
  createdAt: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

export const contactResponseSchema = z.object({ contact: contactSchema });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
