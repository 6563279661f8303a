import type { AdminPrayNow, PrayNow, PrayNowState } from '#shared/schemas/pray-now.js';
import type { PrayNowRow } from './repository.js';

const stateOf = (row: PrayNowRow): PrayNowState =>
  row.state === 'accepted' || row.state === 'queued' ? row.state : 'waiting';

/** What the visitor's page reads: the conversation and who is in it once someone accepted. */
export function presentPrayNow(row: PrayNowRow): PrayNow {
  return {
    _id: row.id,
    state: stateOf(row),
    ...(row.chatId ? { chatId: row.chatId } : {}),
    ...(row.staffName ? { staffName: row.staffName } : {}),
    expiresAt: row.expiresAt,
  };
}

/** As the team sees it: no email, as moderators read it too. */
export function presentAdminPrayNow(row: PrayNowRow): AdminPrayNow {
  return {
    _id: row.id,
    state: stateOf(row),
    name: row.name,
    request: row.request,
    streamId: row.streamId,
    chatId: row.chatId,
    staffName: row.staffName,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
  };
}
