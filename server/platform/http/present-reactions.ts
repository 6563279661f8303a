import type { Reactions } from '#shared/schemas/fields.js';
import type { ReactionCounts } from '#server/platform/db/reaction-columns.js';

export function presentReactions(row: ReactionCounts): Reactions {
  return {
    amen: row.reactionAmen,
    praise: row.reactionPraise,
    fire: row.reactionFire,
    heart: row.reactionHeart,
    sad: row.reactionSad,
  };
}

/** A stream's likeCount: all its reactions together. */
export function totalReactions(row: ReactionCounts): number {
  return (
    row.reactionAmen + row.reactionPraise + row.reactionFire + row.reactionHeart + row.reactionSad
  );
}
