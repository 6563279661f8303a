// Apart from the schemas, so the prayer page can use them without loading zod.
/** Prayer care: the constants and texts of the prayer request model. */

export const PRAYER_STATUSES = ['new', 'praying', 'answered', 'closed'] as const;
export type PrayerStatus = (typeof PRAYER_STATUSES)[number];

export const PRAYER_STATUS_LABELS: Record<PrayerStatus, string> = {
  new: 'New',
  praying: 'Praying',
  answered: 'Answered',
  closed: 'Closed',
};

/** Where a request was sent from. */
export const PRAYER_SOURCES = ['live', 'contact', 'page', 'pray-now'] as const;
export type PrayerSource = (typeof PRAYER_SOURCES)[number];

export const PRAYER_SOURCE_LABELS: Record<PrayerSource, string> = {
  live: 'Live page',
  contact: 'Contact form',
  page: 'Prayer page',
  /** Asked to pray with someone now, and nobody was free in time. */
  'pray-now': 'Pray with someone now',
};

/** The name the wall shows for a request whose sender chose to stay anonymous. */
export const PRAYER_WALL_ANONYMOUS = 'Someone';

/** Requests per page of the public wall. */
export const PRAYER_WALL_PAGE_SIZE = 20;

/** Rows an export may hold at most, so one click cannot build an answer of any size. */
export const PRAYER_EXPORT_MAX_ROWS = 50_000;

export const PRAYER_MESSAGES = {
  requestRequired: 'Prayer request is required',
  notFound: 'Prayer request not found',
  privateNotOnWall: 'A private request stays with the prayer team and cannot go on the wall',
  staffUnknown: 'No staff member with that id',
  nothingToChange: 'Send at least one change',
  sent: 'Your prayer request has reached the prayer team.',
} as const;
