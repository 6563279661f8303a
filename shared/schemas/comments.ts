import { z } from 'zod';
import { API_MESSAGES } from '#shared/api-messages.js';
import { TEXT_LIMITS } from '#shared/limits.js';
import { requiredText } from './common.js';
import {
  optionalEmailSchema,
  optionalNameSchema,
  reactionTypeSchema,
  reactionsSchema,
  streamIdFieldSchema,
} from './fields.js';

/**
 * A comment as other visitors see it: every field but userEmail, which stays
 * between the commenter and the church (admin calls show it).
 */
export const publicCommentSchema = z.object({
  _id: z.string(),
  userName: z.string(),
  content: z.string(),
  createdAt: z.string(),
  reactions: reactionsSchema,
  isModerated: z.boolean(),
  isSpam: z.boolean(),
  streamId: z.string(),
  /** Only in the answer to its sender: held for a moderator, shown to them alone until approved. */
  awaitingReview: z.boolean().optional(),
});
export type PublicComment = z.infer<typeof publicCommentSchema>;

export const commentsResponseSchema = z.object({ comments: z.array(publicCommentSchema) });
export type CommentsResponse = z.infer<typeof commentsResponseSchema>;

export const commentBodySchema = z.object({
  streamId: streamIdFieldSchema,
  /** 'Anonymous' when left out or blank. */
  userName: optionalNameSchema,
  /** A placeholder address when left out or blank. */
  userEmail: optionalEmailSchema,
  content: requiredText(API_MESSAGES.fields.commentRequired, TEXT_LIMITS.comment),
});
export type CommentBody = z.infer<typeof commentBodySchema>;

export const commentResponseSchema = z.object({ comment: publicCommentSchema });
export type CommentResponse = z.infer<typeof commentResponseSchema>;

export const commentReactionBodySchema = z.object({ reactionType: reactionTypeSchema });
export type CommentReactionBody = z.infer<typeof commentReactionBodySchema>;
