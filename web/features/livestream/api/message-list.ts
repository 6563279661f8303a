import type { ReactionType } from '#shared/constants.js';
import type { Reactions } from '#shared/schemas/fields.js';
import type { ListedItem } from '#web/lib/live/item-list.js';

/** A long service's chat keeps only this many messages on the page, so it stays fast. */
export const MAX_MESSAGES_ON_PAGE = 300;

export function replaceById<T extends ListedItem>(current: readonly T[], item: T): T[] {
  return current.map((existing) => (existing._id === item._id ? item : existing));
}

/** Counts one reaction on the page only, when the server could not be told. */
export function bumpReaction<T extends ListedItem & { reactions: Reactions }>(
  current: readonly T[],
  id: string,
  reactionType: ReactionType,
): T[] {
  return current.map((item) =>
    item._id === id
      ? {
          ...item,
          reactions: { ...item.reactions, [reactionType]: item.reactions[reactionType] + 1 },
        }
      : item,
  );
}
