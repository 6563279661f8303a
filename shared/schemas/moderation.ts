import { z } from 'zod';
import { MESSAGE_TYPES } from '#shared/constants.js';
import { adminListQuerySchema, pageInfoSchema } from './admin-list.js';
import { idSchema } from './common.js';
import { reactionsSchema, requiredEmailSchema } from './fields.js';

/**
 * Live moderation: the state of a chat message or prayer request, the room controls
 * of a stream's chat, and sanctions against a sender.
 *
 * - visible: everyone sees it;
 * - hidden: a moderator hid it; nobody sees it but the panel;
 * - held: waiting for a moderator (blocked word, link, or Comment Moderation); its sender's page
 *   keeps it marked "awaiting review";
 * - shadow: sent by a shadow-muted sender; only their own page shows it.
 */
export const CHAT_MESSAGE_STATES = ['visible', 'hidden', 'held', 'shadow'] as const;
export type ChatMessageState = (typeof CHAT_MESSAGE_STATES)[number];

/** What a moderator may set: approving a held message is setting it visible. */
export const SETTABLE_CHAT_STATES = ['visible', 'hidden'] as const;

export const adminChatMessagesQuerySchema = adminListQuerySchema.extend({
  streamId: z.string().trim().min(1).max(64).optional(),
  messageType: z
    .enum(MESSAGE_TYPES, { error: `Message type must be one of: ${MESSAGE_TYPES.join(', ')}` })
    .optional(),
  state: z
    .enum(CHAT_MESSAGE_STATES, {
      error: `State must be one of: ${CHAT_MESSAGE_STATES.join(', ')}`,
    })
    .optional(),
});
export type AdminChatMessagesQuery = z.infer<typeof adminChatMessagesQuerySchema>;

/** A chat message or prayer request as the panel sees it: with the sender's email and state. */
export const adminChatMessageSchema = z.object({
  _id: z.string(),
  streamId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  memberId: z.string().nullable(),
  message: z.string(),
  messageType: z.enum(MESSAGE_TYPES),
  state: z.enum(CHAT_MESSAGE_STATES),
  createdAt: z.string(),
  reactions: reactionsSchema,
});
export type AdminChatMessage = z.infer<typeof adminChatMessageSchema>;

export const adminChatMessagesResponseSchema = pageInfoSchema.extend({
  messages: z.array(adminChatMessageSchema),
});
export type AdminChatMessagesResponse = z.infer<typeof adminChatMessagesResponseSchema>;

export const adminChatMessageStateSchema = z.object({
  state: z.enum(SETTABLE_CHAT_STATES, {
    error: `State must be one of: ${SETTABLE_CHAT_STATES.join(', ')}`,
  }),
});
export type AdminChatMessageStateBody = z.infer<typeof adminChatMessageStateSchema>;

export const adminChatMessageResponseSchema = z.object({ message: adminChatMessageSchema });

/** Who may post in a stream's chat: anyone, only with a name and email, only members. */
export const CHAT_WHO = ['everyone', 'named', 'members'] as const;
export type ChatWho = (typeof CHAT_WHO)[number];
export const SLOW_MODE_MAX_SECONDS = 300;
export const PINNED_MESSAGE_MAX_LENGTH = 500;

/** A stream's room controls, as `GET /api/stream/{id}` shows them under `chat`. */
export const chatRoomSchema = z.object({
  slowModeSeconds: z.number().int(),
  pinnedMessage: z.string().nullable(),
  who: z.enum(CHAT_WHO),
});
export type ChatRoom = z.infer<typeof chatRoomSchema>;

export const DEFAULT_CHAT_ROOM: ChatRoom = {
  slowModeSeconds: 0,
  pinnedMessage: null,
  who: 'everyone',
};

export const chatRoomBodySchema = z.object({
  slowModeSeconds: z
    .number({
      error: `Slow mode must be a whole number of seconds from 0 to ${SLOW_MODE_MAX_SECONDS}`,
    })
    .int({
      error: `Slow mode must be a whole number of seconds from 0 to ${SLOW_MODE_MAX_SECONDS}`,
    })
    .min(0, {
      error: `Slow mode must be a whole number of seconds from 0 to ${SLOW_MODE_MAX_SECONDS}`,
    })
    .max(SLOW_MODE_MAX_SECONDS, {
      error: `Slow mode must be a whole number of seconds from 0 to ${SLOW_MODE_MAX_SECONDS}`,
    }),
  /** Blank text unpins, like null. */
  pinnedMessage: z
    .string({ error: 'Pinned message must be text or null' })
    .trim()
    .max(PINNED_MESSAGE_MAX_LENGTH, {
      error: `Pinned message must be at most ${PINNED_MESSAGE_MAX_LENGTH} characters`,
    })
    .nullable()
    .transform((text) => (text ? text : null)),
  who: z.enum(CHAT_WHO, { error: `Who must be one of: ${CHAT_WHO.join(', ')}` }),
});
export type ChatRoomBody = z.infer<typeof chatRoomBodySchema>;
export const chatRoomResponseSchema = z.object({ chat: chatRoomSchema });

export const SANCTION_KINDS = ['timeout', 'ban', 'shadow'] as const;
/** What a sanction was set from: a chat message, a prayer request, a comment, an email or a member. */
export const SANCTION_SOURCES = ['chat', 'prayer', 'comment', 'email', 'member'] as const;
export type SanctionSource = (typeof SANCTION_SOURCES)[number];
/** How much of the message or comment a sanction keeps, to say why it was set. */
export const SANCTION_SOURCE_TEXT_LENGTH = 200;
export type SanctionKind = (typeof SANCTION_KINDS)[number];
/** The timeouts the panel offers: 10 minutes, an hour, a day. */
export const TIMEOUT_MINUTES = [10, 60, 1440] as const;
/** The longest timeout the API takes: a week. */
export const TIMEOUT_MAX_MINUTES = 7 * 24 * 60;

export const sanctionBodySchema = z
  .object({
    messageId: idSchema.optional(),
    commentId: idSchema.optional(),
    email: requiredEmailSchema.optional(),
    memberId: idSchema.optional(),
    kind: z.enum(SANCTION_KINDS, { error: `Kind must be one of: ${SANCTION_KINDS.join(', ')}` }),
    /**
     * Also every guest on the sender's network (their IPv4 address or IPv6 /64): a church's
     * Wi-Fi, a household, a carrier's shared address. Off unless the moderator chooses it.
     */
    coversAddress: z.boolean({ error: 'Covers address must be true or false' }).optional(),
    /** For a timeout (10 when left out); a ban or shadow mute with minutes ends after them. */
    minutes: z
      .number({ error: `Minutes must be a whole number from 1 to ${TIMEOUT_MAX_MINUTES}` })
      .int({ error: `Minutes must be a whole number from 1 to ${TIMEOUT_MAX_MINUTES}` })
      .min(1, { error: `Minutes must be a whole number from 1 to ${TIMEOUT_MAX_MINUTES}` })
      .max(TIMEOUT_MAX_MINUTES, {
        error: `Minutes must be a whole number from 1 to ${TIMEOUT_MAX_MINUTES}`,
      })
      .optional(),
  })
  .refine(
    (body) =>
      [body.messageId, body.commentId, body.email, body.memberId].filter(Boolean).length === 1,
    { error: 'Name exactly one of messageId, commentId, email or memberId', path: ['messageId'] },
  );
export type SanctionBody = z.infer<typeof sanctionBodySchema>;

export const sanctionSchema = z.object({
  _id: z.string(),
  kind: z.enum(SANCTION_KINDS),
  /** Who it is against, as the panel shows it: the sender's name and email when known. */
  userName: z.string(),
  email: z.string().nullable(),
  memberId: z.string().nullable(),
  /** Whether it also catches every guest posting from the sender's network (never members). */
  coversAddress: z.boolean(),
  /** Whether it was set on a signed-in member (their account) or on a guest. */
  sender: z.enum(['member', 'guest']),
  createdAt: z.string(),
  /** Null: until lifted. */
  expiresAt: z.string().nullable(),
  /** What it was set from; null for sanctions older than this record. */
  source: z.enum(SANCTION_SOURCES).nullable(),
  /** The start of the message or comment it was set from. */
  sourceText: z.string().nullable(),
  /** The staff member who set it, by display name, when known. */
  createdBy: z.string().nullable(),
});
export type Sanction = z.infer<typeof sanctionSchema>;

export const sanctionsQuerySchema = adminListQuerySchema;
export const sanctionsResponseSchema = pageInfoSchema.extend({
  sanctions: z.array(sanctionSchema),
});
export type SanctionsResponse = z.infer<typeof sanctionsResponseSchema>;
export const sanctionResponseSchema = z.object({ sanction: sanctionSchema });
