import { z } from 'zod';
import { TEXT_LIMITS } from '#shared/limits.js';
import { requiredText } from './common.js';
import { adminListQuerySchema, pageInfoSchema } from './admin-list.js';
import { reactionsSchema } from './fields.js';

/** Comment Management: the panel's list, its filters and the comment states. */

export const COMMENT_STATUSES = ['pending', 'approved', 'spam'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

/**
 * Who sees a comment: `public` (the public list shows it), `held` (waiting for review, seen only
 * by its writer and staff), `spam`. Derived on the server from what decides the public list.
 */
export const COMMENT_VISIBILITIES = ['public', 'held', 'spam'] as const;
export type CommentVisibility = (typeof COMMENT_VISIBILITIES)[number];

/** The status filter's values by what they mean: pending is held for review, approved is public. */
export const COMMENT_STATUS_VISIBILITY: Record<CommentStatus, CommentVisibility> = {
  pending: 'held',
  approved: 'public',
  spam: 'spam',
};

/** The panel's words for each: the filter's options and each card's label. */
export const COMMENT_VISIBILITY_LABELS: Record<CommentVisibility, string> = {
  public: 'Public',
  held: 'Held for review',
  spam: 'Spam',
};

export const COMMENT_MODERATION_ACTIONS = ['approve', 'spam'] as const;
export type CommentModerationAction = (typeof COMMENT_MODERATION_ACTIONS)[number];

export const adminCommentsQuerySchema = adminListQuerySchema.extend({
  /** pending: held for review (hidden until approved); approved: public; spam. */
  status: z.enum(COMMENT_STATUSES).optional(),
  streamId: z.string().trim().min(1).max(64).optional(),
});
export type AdminCommentsQuery = z.infer<typeof adminCommentsQuerySchema>;

/** A comment as the church sees it: with the sender's email and the stream's title. */
export const adminCommentSchema = z.object({
  _id: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  /** Set when a signed-in member sent it; null for a guest. */
  memberId: z.string().nullable(),
  content: z.string(),
  createdAt: z.string(),
  reactions: reactionsSchema,
  /** Approved: true for every comment the public sees, whether approved by hand or never held. */
  isModerated: z.boolean(),
  isSpam: z.boolean(),
  visibility: z.enum(COMMENT_VISIBILITIES),
  /**
   * Held for review when posted (blocked word, link, Comment Moderation, shadow mute): the
   * public list shows it once approved.
   */
  isHeld: z.boolean(),
  streamId: z.object({ _id: z.string(), title: z.string() }),
});
export type AdminComment = z.infer<typeof adminCommentSchema>;

export const adminCommentsResponseSchema = pageInfoSchema.extend({
  comments: z.array(adminCommentSchema),
});
export type AdminCommentsResponse = z.infer<typeof adminCommentsResponseSchema>;

export const adminCommentResponseSchema = z.object({ comment: adminCommentSchema });
export type AdminCommentResponse = z.infer<typeof adminCommentResponseSchema>;

export const COMMENT_BOTH_STATES = 'A comment cannot be both approved and spam';

export const adminCommentUpdateSchema = z
  .object({
    content: requiredText('Content is required', TEXT_LIMITS.comment),
    isModerated: z.boolean().optional(),
    isSpam: z.boolean().optional(),
  })
  .refine((body) => !(body.isModerated && body.isSpam), {
    error: COMMENT_BOTH_STATES,
    path: ['isSpam'],
  });
export type AdminCommentUpdate = z.infer<typeof adminCommentUpdateSchema>;

export const adminCommentModerateSchema = z.object({
  action: z.enum(COMMENT_MODERATION_ACTIONS, {
    error: `Action must be one of: ${COMMENT_MODERATION_ACTIONS.join(', ')}`,
  }),
});
export type AdminCommentModerate = z.infer<typeof adminCommentModerateSchema>;
