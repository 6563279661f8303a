import {
  FOLLOW_UP_STATUSES,
  type FollowUp,
  type FollowUpStatus,
} from '#shared/schemas/follow-ups.js';
import { MOMENT_KINDS, type MomentKind } from '#shared/schemas/moments.js';
import { fromFlag } from '#server/platform/db/ids.js';
import type { FollowUpRow } from './repository.js';

const statusOf = (row: FollowUpRow): FollowUpStatus =>
  (FOLLOW_UP_STATUSES as readonly string[]).includes(row.status)
    ? (row.status as FollowUpStatus)
    : 'new';

const kindOf = (row: FollowUpRow): MomentKind =>
  (MOMENT_KINDS as readonly string[]).includes(row.kind) ? (row.kind as MomentKind) : 'raise-hand';

/** A follow-up as the team's queue shows it; `staffNames` names the assignee. */
export function presentFollowUp(row: FollowUpRow, staffNames: Map<string, string>): FollowUp {
  return {
    _id: row.id,
    kind: kindOf(row),
    momentId: row.momentId,
    momentTitle: row.momentTitle,
    streamId: row.streamId,
    streamTitle: row.streamTitle,
    serviceId: row.serviceId,
    memberId: row.memberId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    note: row.note,
    status: statusOf(row),
    assignedTo: row.assignedTo,
    assignedToName: row.assignedTo
      ? (staffNames.get(row.assignedTo) ?? 'Former staff member')
      : null,
    teamNote: row.teamNote,
    isUrgent: fromFlag(row.isUrgent),
    lastEmailedAt: row.lastEmailedAt,
    createdAt: row.createdAt,
  };
}
