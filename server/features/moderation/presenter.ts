import {
  SANCTION_SOURCES,
  type Sanction,
  type SanctionKind,
  type SanctionSource,
} from '#shared/schemas/moderation.js';
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
    sender: row.memberId ? 'member' : 'guest',
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    source: (SANCTION_SOURCES as readonly string[]).includes(row.source ?? '')
      ? (row.source as SanctionSource)
      : null,
    sourceText: row.sourceText,
    createdBy: row.createdBy,
  };
}
