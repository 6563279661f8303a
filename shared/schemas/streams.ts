import { z } from 'zod';
import { STREAM_TYPES } from '#shared/constants.js';
import {
  optionalEmailSchema,
  optionalNameSchema,
  reactionTypeSchema,
  reactionsSchema,
  streamIdFieldSchema,
} from './fields.js';
import { chatRoomSchema } from './moderation.js';

/** A stream as any visitor sees it: its public fields plus what the player needs. */
/**
 * A stream's times beyond its start (a service's room has them): when it ends, when its chat
 * opens and closes (writes outside are refused), and the length of a recorded video it plays as
 * live from `scheduledDate` (everyone at the same moment). Null: no such bound.
 */
export const streamTimesShape = {
  endsAt: z.string().nullable(),
  chatOpensAt: z.string().nullable(),
  chatClosesAt: z.string().nullable(),
  videoDurationSeconds: z.number().int().nullable(),
};

export const publicStreamSchema = z.object({
  _id: z.string(),
  title: z.string(),
  streamType: z.enum(STREAM_TYPES),
  /** Always a player URL (the embed rule applied), or empty when the stream has none. */
  embedUrl: z.string(),
  streamUrl: z.string(),
  description: z.string(),
  /** All reactions together. */
  likeCount: z.number().int(),
  isLive: z.boolean(),
  scheduledDate: z.string().nullable(),
  reactions: reactionsSchema,
  /** The chat's room controls (slow mode, pinned message, who may post). */
  chat: chatRoomSchema,
  ...streamTimesShape,
});
export type PublicStream = z.infer<typeof publicStreamSchema>;

export const activeStreamsResponseSchema = z.object({ streams: z.array(publicStreamSchema) });
export type ActiveStreamsResponse = z.infer<typeof activeStreamsResponseSchema>;

export const streamResponseSchema = z.object({ stream: publicStreamSchema });
export type StreamResponse = z.infer<typeof streamResponseSchema>;

export const streamReactionBodySchema = z.object({
  streamId: streamIdFieldSchema,
  userName: optionalNameSchema,
  userEmail: optionalEmailSchema,
  reactionType: reactionTypeSchema,
});
export type StreamReactionBody = z.infer<typeof streamReactionBodySchema>;

export const streamReactionResponseSchema = z.object({
  reactions: reactionsSchema,
  likeCount: z.number().int(),
});
export type StreamReactionResponse = z.infer<typeof streamReactionResponseSchema>;
