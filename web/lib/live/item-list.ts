/** An item of a list the page's event stream adds to: a chat message, a comment, a reply. */
export interface ListedItem {
  _id: string;
  createdAt: string;
}

/**
 * Adds new items after the current ones, oldest first, replacing any already held (its newer
 * copy carries fresher reactions), and keeps only the newest `max`.
 */
export function appendUnique<T extends ListedItem>(
  current: readonly T[],
  incoming: readonly T[],
  max = Number.POSITIVE_INFINITY,
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
