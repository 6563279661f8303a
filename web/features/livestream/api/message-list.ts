import type { ReactionType } from '#shared/constants.js';
import type { Reactions } from '#shared/schemas/fields.js';

interface Listed {
  _id: string;
  createdAt: string;
}

/** A long service's chat keeps only this many messages on the page, so it stays fast. */
export const MAX_MESSAGES_ON_PAGE = 300;

/**
 * Adds new items after the current ones, oldest first, replacing any already held (its newer
 * copy carries fresher reactions), and keeps only the newest `max`.
 */
export function appendUnique<T extends Listed>(
  current: readonly T[],
  incoming: readonly T[],
  max = MAX_MESSAGES_ON_PAGE,
): T[] {
  if (incoming.length === 0) return current.length > max ? current.slice(-max) : [...current];
  const fresh = new Map(incoming.map((item) => [item._id, item]));
  const kept = current.map((item) => fresh.get(item._id) ?? item);
  const held = new Set(current.map((item) => item._id));
  const added = incoming.filter((item) => !held.has(item._id));
  const merged = [...kept, ...added].sort((a, b) =>
    a.createdAt === b.createdAt ? a._id.localeCompare(b._id) : a.createdAt < b.createdAt ? -1 : 1,
  );
  return merged.length > max ? merged.slice(-max) : merged;
}

export function replaceById<T extends Listed>(current: readonly T[], item: T): T[] {
  return current.map((existing) => (existing._id === item._id ? item : existing));
}

/** Counts one reaction on the page only, when the server could not be told. */
export function bumpReaction<T extends Listed & { reactions: Reactions }>(
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
