import type { Testimony } from '#shared/schemas/submissions.js';
import type { PublicTestimony } from '#shared/schemas/site-content.js';
import { fromFlag } from '#server/platform/db/ids.js';
import type { TestimonyRow } from './repository.js';

/** A testimony answered to the visitor who sent it, and to the church. */
export function presentTestimony(row: TestimonyRow): Testimony {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    title: row.title,
    testimony: row.testimony,
    category: row.category,
    isApproved: fromFlag(row.isApproved),
    sharePublicly: fromFlag(row.sharePublicly),
    createdAt: row.createdAt,
  };
}

/** A testimony as the public wall shows it: no email, no moderation state. */
export function presentPublicTestimony(row: TestimonyRow): PublicTestimony {
  return {
    _id: row.id,
    name: row.name,
    title: row.title,
    testimony: row.testimony,
    createdAt: row.createdAt,
  };
}
