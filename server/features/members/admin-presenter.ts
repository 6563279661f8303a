import type { AdminMember } from '#shared/schemas/admin-members.js';
import { fromFlag } from '#server/platform/db/ids.js';
import type { MemberRow } from './repository.js';

/** A member for the admin panel with the fields only staff see. */
export function presentAdminMember(row: MemberRow): AdminMember {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    location: row.location,
    isBlocked: fromFlag(row.isBlocked),
    createdAt: row.createdAt,
  };
}
