import type { CommentVisibility } from '#shared/schemas/admin-comments.js';
import { fromFlag } from '#server/platform/db/ids.js';

/**
 * Who sees a comment, by the public list's own rule: not spam, and not held unless approved.
 * Comments never held (posted while Comment Moderation was off, older ones, the demo's) are
 * public without anyone approving them, so the panel shows them approved.
 */
export function commentVisibility(row: {
  isSpam: number;
  isHeld: number;
  isModerated: number;
}): CommentVisibility {
  if (fromFlag(row.isSpam)) return 'spam';
  if (fromFlag(row.isHeld) && !fromFlag(row.isModerated)) return 'held';
  return 'public';
}
