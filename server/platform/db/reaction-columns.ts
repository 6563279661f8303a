import type { ReactionType } from '#shared/constants.js';

/** Each reaction type's counter column on streams, comments and chat messages. */
export const REACTION_COLUMNS = {
  amen: 'reactionAmen',
  praise: 'reactionPraise',
  fire: 'reactionFire',
  heart: 'reactionHeart',
  sad: 'reactionSad',
} as const satisfies Record<ReactionType, string>;

export type ReactionColumn = (typeof REACTION_COLUMNS)[ReactionType];
export type ReactionCounts = Record<ReactionColumn, number>;

export const ZERO_REACTIONS: ReactionCounts = {
  reactionAmen: 0,
  reactionPraise: 0,
  reactionFire: 0,
  reactionHeart: 0,
  reactionSad: 0,
};
