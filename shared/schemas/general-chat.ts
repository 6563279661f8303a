import { z } from 'zod';
import { API_MESSAGES } from '../api-messages.js';
import { TEXT_LIMITS } from '../limits.js';
import { pageInfoSchema } from './admin-list.js';
import { requiredText } from './common.js';
import { requiredEmailSchema, requiredNameSchema } from './fields.js';

/**
 * Quick chat (spec sections 2, 3 and 7): a visitor's private conversation with the church.
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
  .string({ error: API_MESSAGES.notFound.generalChat })
  .trim()
  .min(1, { error: API_MESSAGES.notFound.generalChat })
  .max(QUICK_CHAT_LIMITS.chatIdLength, { error: API_MESSAGES.notFound.generalChat });

export const chatIdParamsSchema = z.object({ chatId: chatIdSchema });

export const generalChatMessageTextSchema = requiredText(
  API_MESSAGES.fields.messageRequired,
  TEXT_LIMITS.chatMessage,
);

export const generalChatParticipantSchema = z.object({
  name: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
});
export type GeneralChatParticipant = z.infer<typeof generalChatParticipantSchema>;

export const generalChatMessageSchema = z.object({
  _id: z.string(),
  sender: generalChatParticipantSchema,
  message: z.string(),
  createdAt: z.string(),
});
export type GeneralChatMessage = z.infer<typeof generalChatMessageSchema>;

/** POST /api/user/general-chat: without chatId a new conversation, with it the next message. */
export const generalChatBodySchema = z.object({
  name: requiredNameSchema,
  email: requiredEmailSchema,
  /** The member's id when the visitor is a member; guests leave it out or send null. */
  userId: z.string().trim().max(64).nullish(),
  message: generalChatMessageTextSchema,
  chatId: chatIdSchema.optional(),
});
export type GeneralChatBody = z.infer<typeof generalChatBodySchema>;

export const generalChatStartedResponseSchema = z.object({ chatId: z.string() });
export type GeneralChatStartedResponse = z.infer<typeof generalChatStartedResponseSchema>;

export const generalChatMessagesResponseSchema = z.object({
  messages: z.array(generalChatMessageSchema),
});
export type GeneralChatMessagesResponse = z.infer<typeof generalChatMessagesResponseSchema>;

// Admin side.

export const adminGeneralChatSchema = z.object({
  _id: z.string(),
  participants: z.array(generalChatParticipantSchema),
  lastMessage: generalChatMessageSchema.nullable(),
  updatedAt: z.string(),
  createdAt: z.string(),
  /** Visitor messages the church has not opened yet. */
  unread: z.number().int().min(0),
});
export type AdminGeneralChat = z.infer<typeof adminGeneralChatSchema>;

export const adminGeneralChatsResponseSchema = pageInfoSchema.extend({
  chats: z.array(adminGeneralChatSchema),
  /** Unread visitor messages over every conversation, for the sidebar. */
  unreadTotal: z.number().int().min(0),
});
export type AdminGeneralChatsResponse = z.infer<typeof adminGeneralChatsResponseSchema>;

export const adminGeneralChatResponseSchema = z.object({
  _id: z.string(),
  messages: z.array(generalChatMessageSchema),
  participants: z.array(generalChatParticipantSchema),
});
export type AdminGeneralChatResponse = z.infer<typeof adminGeneralChatResponseSchema>;

export const adminReplyBodySchema = z.object({ message: generalChatMessageTextSchema });
export type AdminReplyBody = z.infer<typeof adminReplyBodySchema>;

export const adminReplyResponseSchema = z.object({ reply: generalChatMessageSchema });
export type AdminReplyResponse = z.infer<typeof adminReplyResponseSchema>;
