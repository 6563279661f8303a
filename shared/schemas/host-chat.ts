import { z } from 'zod';
import { requiredText } from './common.js';

/** The team's own chat beside a stream: staff only, never on a public page's event stream. */

export const HOST_CHAT_LIMITS = {
  message: 1000,
  /** A stream's chat answers its newest this many messages, oldest first. */
  messages: 200,
} as const;

export const HOST_CHAT_MESSAGES = {
  messageRequired: 'Message is required',
} as const;

export const hostChatMessageSchema = z.object({
  _id: z.string(),
  streamId: z.string(),
  staffId: z.string(),
  name: z.string(),
  message: z.string(),
  createdAt: z.string(),
});

export const hostChatBodySchema = z.object({
  message: requiredText(HOST_CHAT_MESSAGES.messageRequired, HOST_CHAT_LIMITS.message),
});
export type HostChatBody = z.infer<typeof hostChatBodySchema>;

export const hostChatMessagesResponseSchema = z.object({
  messages: z.array(hostChatMessageSchema),
});

export const hostChatPostedResponseSchema = z.object({ message: hostChatMessageSchema });
