import type { Member } from '#shared/schemas/members.js';
import { fromFlag } from '#server/platform/db/ids.js';
import type { MemberRow } from './repository.js';

/** A member as they see themselves: everything but the password hash. */
export function presentMember(row: MemberRow): Member {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    location: row.location,
    audienceSize: row.audienceSize,
    expectations: row.expectations,
    isBlocked: fromFlag(row.isBlocked),
    createdAt: row.createdAt,
  };
}
