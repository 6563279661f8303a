import { z } from 'zod';
import { API_MESSAGES } from '#shared/api-messages.js';
import { TEXT_LIMITS } from '#shared/limits.js';
import { requiredText } from './common.js';
import { adminListQuerySchema, pageInfoSchema } from './admin-list.js';
import { testimonySchema } from './submissions.js';

/** Testimony Management: the panel's list, its filters and the approval. */

export const TESTIMONY_STATUSES = ['pending', 'approved'] as const;
export type TestimonyStatus = (typeof TESTIMONY_STATUSES)[number];

export const adminTestimoniesQuerySchema = adminListQuerySchema.extend({
  status: z.enum(TESTIMONY_STATUSES).optional(),
});
export type AdminTestimoniesQuery = z.infer<typeof adminTestimoniesQuerySchema>;

export const adminTestimoniesResponseSchema = pageInfoSchema.extend({
  testimonies: z.array(testimonySchema),
});
export type AdminTestimoniesResponse = z.infer<typeof adminTestimoniesResponseSchema>;

export const adminTestimonyUpdateSchema = z.object({
  title: requiredText(API_MESSAGES.fields.titleRequired, TEXT_LIMITS.testimonyTitle),
  testimony: requiredText(API_MESSAGES.fields.testimonyRequired, TEXT_LIMITS.testimony),
  isApproved: z.boolean().optional(),
});
export type AdminTestimonyUpdate = z.infer<typeof adminTestimonyUpdateSchema>;

export const adminTestimonyApproveSchema = z.object({
  isApproved: z.boolean({ error: 'isApproved must be true or false' }),
});
export type AdminTestimonyApprove = z.infer<typeof adminTestimonyApproveSchema>;
