/**
 * Bounds of what visitors may send and what a list answers. The spec leaves them open; these are
 * generous for a person and small enough that nobody can fill the database with one request.
 */
export const TEXT_LIMITS = {
  name: 100,
  /** The longest address RFC 5321 allows through. */
  email: 254,
  phone: 40,
  location: 100,
  expectations: 1000,
  password: 200,
  comment: 1000,
  chatMessage: 1000,
  testimonyTitle: 200,
  testimony: 10_000,
  testimonyCategory: 50,
  contactMessage: 5000,
  /** A prayer request, and a praise report under an answered one. */
  prayerRequest: 2000,
  /** A staff member's private note on a prayer request. */
  prayerNote: 2000,
} as const;

export const LIST_LIMITS = {
  /** Live chat and prayer requests: the newest this many, oldest first. */
  chatMessages: 200,
  /** Comments under a stream: the newest this many, oldest first. */
  comments: 200,
  upcomingEvents: 100,
} as const;

/** Who a comment, chat message or reaction is from when the visitor gave no name or email. */
export const ANONYMOUS_AUTHOR = { name: 'Anonymous', email: 'anonymous@lampstand.local' } as const;

export const DEFAULT_TESTIMONY_CATEGORY = 'other';

/** Member sign-ins last this long; members are not asked to sign in again every service. */
export const MEMBER_TOKEN_DAYS = 30;

/**
 * Admin sessions: the Security settings' Session Timeout is an idle timeout that activity renews,
 * under an absolute end (long enough for a day of services, short enough that a forgotten panel
 * does not stay open overnight). Renewals write at most once a minute per session. The panel
 * warns `warningMs` before an idle end.
 */
export const ADMIN_SESSION_LIMITS = {
  absoluteMs: 12 * 60 * 60_000,
  maxRenewIntervalMs: 60_000,
  warningMs: 2 * 60_000,
} as const;
