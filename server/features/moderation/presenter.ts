import type { Sanction, SanctionKind } from '#shared/schemas/moderation.js';
import type { SanctionRow } from './repository.js';

/** A sanction for the panel; the keyed address itself is never shown, only whether there is one. */
export function presentSanction(row: SanctionRow): Sanction {
  return {
    _id: row.id,
    kind: row.kind as SanctionKind,
    userName: row.userName,
    email: row.email,
    memberId: row.memberId,
    coversAddress: row.addressKey !== null,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
  };
}
