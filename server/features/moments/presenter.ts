import type { Moment, MomentKind } from '#shared/schemas/moments.js';
import { fromFlag } from '#server/platform/db/ids.js';
import type { MomentRow } from './repository.js';

/** A moment as the team sees it, with its count so far. */
export function presentMoment(row: MomentRow): Moment {
  return {
    _id: row.id,
    streamId: row.streamId,
    kind: row.kind as MomentKind,
    title: row.title,
    text: row.text,
    actionLabel: row.actionLabel,
    actionUrl: row.actionUrl,
    askContact: fromFlag(row.askContact),
    opensAt: row.opensAt,
    closesAt: row.closesAt,
    closed: fromFlag(row.closed),
    responses: row.responses,
  };
}

/**
 * A moment as viewers see it: the count is the team's alone (a viewer's card never shows it),
 * so it is always 0 here and a cached answer never shows a stale one.
 */
export const presentPublicMoment = (row: MomentRow): Moment => ({
  ...presentMoment(row),
  responses: 0,
});
