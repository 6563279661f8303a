import {
  type AdminPrayerRequest,
  PRAYER_SOURCES,
  PRAYER_STATUSES,
  PRAYER_WALL_ANONYMOUS,
  type PrayerSource,
  type PrayerStatus,
  type WallPrayerRequest,
} from '#shared/schemas/prayer-requests.js';
import { ANONYMOUS_AUTHOR } from '#shared/limits.js';
import { fromFlag } from '#server/platform/db/ids.js';
import type { PrayerNoteRow, PrayerRequestRow } from './repository.js';

const statusOf = (row: PrayerRequestRow): PrayerStatus =>
  (PRAYER_STATUSES as readonly string[]).includes(row.status)
    ? (row.status as PrayerStatus)
    : 'new';

/** The first word of a name: the wall never shows a surname. */
export function firstNameOf(name: string): string {
  const first = name.trim().split(/\s+/u)[0] ?? '';
  return first === '' || first === ANONYMOUS_AUTHOR.name ? PRAYER_WALL_ANONYMOUS : first;
}

/** A request as the public wall shows it: a first name or "Someone", never an email. */
export function presentWallPrayerRequest(row: PrayerRequestRow): WallPrayerRequest {
  const status = statusOf(row);
  return {
    _id: row.id,
    name: fromFlag(row.isAnonymous) ? PRAYER_WALL_ANONYMOUS : firstNameOf(row.name),
    request: row.request,
    status: status === 'closed' ? 'answered' : status,
    praiseReport: status === 'answered' ? row.praiseReport : '',
    prayedCount: row.prayedCount,
    createdAt: row.createdAt,
  };
}

/** What the sender is answered: their own request, and whether the wall shows it yet. */
export function presentSentPrayerRequest(row: PrayerRequestRow) {
  return {
    _id: row.id,
    name: row.name,
    request: row.request,
    isPrivate: fromFlag(row.isPrivate),
    isAnonymous: fromFlag(row.isAnonymous),
    status: statusOf(row),
    onWall: fromFlag(row.isApproved) && !fromFlag(row.isPrivate),
    createdAt: row.createdAt,
  };
}

/** What the list needs beside each row: notes, names of staff and streams. */
export interface PrayerContext {
  notes: Map<string, PrayerNoteRow[]>;
  staffNames: Map<string, string>;
  streamTitles: Map<string, string>;
}

/** A request as the prayer team's queue shows it. */
export function presentAdminPrayerRequest(
  row: PrayerRequestRow,
  context: PrayerContext,
): AdminPrayerRequest {
  const source = (PRAYER_SOURCES as readonly string[]).includes(row.source)
    ? (row.source as PrayerSource)
    : 'page';
  const state = row.state === 'held' || row.state === 'shadow' ? row.state : 'visible';
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    request: row.request,
    source,
    stream: row.streamId
      ? { _id: row.streamId, title: context.streamTitles.get(row.streamId) ?? '' }
      : null,
    isPrivate: fromFlag(row.isPrivate),
    isAnonymous: fromFlag(row.isAnonymous),
    status: statusOf(row),
    isApproved: fromFlag(row.isApproved),
    isUrgent: fromFlag(row.isUrgent),
    moderation: state,
    assignedTo: row.assignedTo
      ? {
          _id: row.assignedTo,
          displayName: context.staffNames.get(row.assignedTo) ?? 'Former staff member',
        }
      : null,
    praiseReport: row.praiseReport,
    prayedCount: row.prayedCount,
    notes: (context.notes.get(row.id) ?? []).map((note) => ({
      _id: note.id,
      note: note.note,
      staffName: note.staffName,
      createdAt: note.createdAt,
    })),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
