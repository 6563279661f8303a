import { z } from 'zod';
import { API_MESSAGES } from '#shared/api-messages.js';
import { MESSAGE_TYPES } from '#shared/constants.js';
import { TEXT_LIMITS } from '#shared/limits.js';
import { requiredText } from './common.js';
import {
  optionalEmailSchema,
  optionalNameSchema,
  reactionTypeSchema,
  reactionsSchema,
  streamIdFieldSchema,
} from './fields.js';

const messageTypeSchema = z.enum(MESSAGE_TYPES, { error: API_MESSAGES.fields.messageTypeInvalid });

/** A live chat message or prayer request; the sender's email is never shown. */
export const chatMessageSchema = z.object({
  _id: z.string(),
  userName: z.string(),
  message: z.string(),
  messageType: z.enum(MESSAGE_TYPES),
  createdAt: z.string(),
  reactions: reactionsSchema,
  /** Only in the answer to its sender: held for a moderator, shown to them alone until approved. */
  awaitingReview: z.boolean().optional(),
  /**
   * Only in the answer to its sender: a prayer request sent to the prayer team alone. It is in
   * the team's queue and shown on no page, its sender's included after a reload.
   */
  isPrivate: z.boolean().optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatMessagesQuerySchema = z.object({
  /** Both kinds when left out. */
  messageType: messageTypeSchema.optional(),
  /** Only messages created after this time, for polling; send the newest createdAt you hold. */
  after: z.iso.datetime({ offset: true, error: API_MESSAGES.fields.timeInvalid }).optional(),
});
export type ChatMessagesQuery = z.infer<typeof chatMessagesQuerySchema>;

export const chatMessagesResponseSchema = z.object({ messages: z.array(chatMessageSchema) });
export type ChatMessagesResponse = z.infer<typeof chatMessagesResponseSchema>;

export const chatMessageBodySchema = z.object({
  streamId: streamIdFieldSchema,
  userName: optionalNameSchema,
  userEmail: optionalEmailSchema,
  message: requiredText(API_MESSAGES.fields.messageRequired, TEXT_LIMITS.chatMessage),
  /** 'chat' when left out; prayer requests are sent as 'prayer'. */
  messageType: messageTypeSchema.optional(),
  /** Beyond the spec: a prayer request for the prayer team alone ("Only the prayer team"). */
  isPrivate: z.boolean({ error: 'isPrivate must be true or false' }).optional(),
});
export type ChatMessageBody = z.infer<typeof chatMessageBodySchema>;

export const chatMessageResponseSchema = z.object({ chatMessage: chatMessageSchema });
export type ChatMessageResponse = z.infer<typeof chatMessageResponseSchema>;

export const chatReactionBodySchema = z.object({ reactionType: reactionTypeSchema });
export type ChatReactionBody = z.infer<typeof chatReactionBodySchema>;
