import type { PublicTestimony } from '../../shared/schemas/site-content.js';
import type { TestimonyRow } from '../repositories/testimonies.js';

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
