import { z } from 'zod';
import { API_MESSAGES } from '#shared/api-messages.js';
import { TEXT_LIMITS } from '#shared/limits.js';
import { pageInfoSchema } from './admin-list.js';
import { requiredText } from './common.js';
import { requiredEmailSchema, requiredNameSchema } from './fields.js';

/**
 * Quick chat: a visitor's private conversation with the church.
 * The chat id is the visitor's key to it, so it is long and random and only ever handed to the
 * visitor who started the conversation.
 */

export const QUICK_CHAT_LIMITS = {
  /** A chat id from newSecretId() is 32 characters; anything far longer is not one. */
  chatIdLength: 64,
  /** A conversation answers its newest this many messages, oldest first. */
  messages: 500,
} as const;

const chatIdSchema = z
  .string({ error: API_MESSAGES.notFound.quickChat })
  .trim()
  .min(1, { error: API_MESSAGES.notFound.quickChat })
  .max(QUICK_CHAT_LIMITS.chatIdLength, { error: API_MESSAGES.notFound.quickChat });

export const chatIdParamsSchema = z.object({ chatId: chatIdSchema });

export const quickChatMessageTextSchema = requiredText(
  API_MESSAGES.fields.messageRequired,
  TEXT_LIMITS.chatMessage,
);

export const quickChatParticipantSchema = z.object({
  name: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
});
export type QuickChatParticipant = z.infer<typeof quickChatParticipantSchema>;

export const quickChatMessageSchema = z.object({
  _id: z.string(),
  sender: quickChatParticipantSchema,
  message: z.string(),
  createdAt: z.string(),
});
export type QuickChatMessage = z.infer<typeof quickChatMessageSchema>;

/** POST /api/user/general-chat: without chatId a new conversation, with it the next message. */
export const quickChatBodySchema = z.object({
  name: requiredNameSchema,
  email: requiredEmailSchema,
  /** The member's id when the visitor is a member; guests leave it out or send null. */
  userId: z.string().trim().max(64).nullish(),
  message: quickChatMessageTextSchema,
  chatId: chatIdSchema.optional(),
});
export type QuickChatBody = z.infer<typeof quickChatBodySchema>;

export const quickChatStartedResponseSchema = z.object({ chatId: z.string() });
export type QuickChatStartedResponse = z.infer<typeof quickChatStartedResponseSchema>;

export const quickChatMessagesResponseSchema = z.object({
  messages: z.array(quickChatMessageSchema),
});
export type QuickChatMessagesResponse = z.infer<typeof quickChatMessagesResponseSchema>;

// Admin side.

export const adminQuickChatSchema = z.object({
  _id: z.string(),
  participants: z.array(quickChatParticipantSchema),
  lastMessage: quickChatMessageSchema.nullable(),
  updatedAt: z.string(),
  createdAt: z.string(),
  /** Visitor messages the church has not opened yet. */
  unread: z.number().int().min(0),
});
export type AdminQuickChat = z.infer<typeof adminQuickChatSchema>;

export const adminQuickChatsResponseSchema = pageInfoSchema.extend({
  chats: z.array(adminQuickChatSchema),
  /** Unread visitor messages over every conversation, for the sidebar. */
  unreadTotal: z.number().int().min(0),
});
export type AdminQuickChatsResponse = z.infer<typeof adminQuickChatsResponseSchema>;

export const adminQuickChatResponseSchema = z.object({
  _id: z.string(),
  messages: z.array(quickChatMessageSchema),
  participants: z.array(quickChatParticipantSchema),
});
export type AdminQuickChatResponse = z.infer<typeof adminQuickChatResponseSchema>;

export const adminReplyBodySchema = z.object({ message: quickChatMessageTextSchema });
export type AdminReplyBody = z.infer<typeof adminReplyBodySchema>;

export const adminReplyResponseSchema = z.object({ reply: quickChatMessageSchema });
export type AdminReplyResponse = z.infer<typeof adminReplyResponseSchema>;
