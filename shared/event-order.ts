/**
 * Event Management's order (ADR 0117): events not yet over first, soonest first, then past
 * ones, the latest first. The server sorts the same way; the panel uses this to place an event
 * it just created or edited before the list is read again.
 */
export function compareByEventDate(
  a: { _id: string; startDate: string; endDate?: string | null },
  b: { _id: string; startDate: string; endDate?: string | null },
  now: string = new Date().toISOString(),
): number {
  const aOver = (a.endDate ?? a.startDate) < now;
  const bOver = (b.endDate ?? b.startDate) < now;
  if (aOver !== bOver) return aOver ? 1 : -1;
  if (a.startDate !== b.startDate) {
    const earlierFirst = a.startDate < b.startDate ? -1 : 1;
    return aOver ? -earlierFirst : earlierFirst;
  }
  return a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
}
