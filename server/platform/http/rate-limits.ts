/**
 * Limits of the public writes, counted in Redis when configured. Chat messages, comments and
 * reactions count per person, with ADDRESS_ALLOWANCE_FACTOR times as much per address
 * (`limitPerPerson`, ADR 0124); the other writes count per address (@fastify/rate-limit), and a
 * church hall or a family shares one address, so those limits sit above one person's pace.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const RATE_LIMITS = {
  chatMessage: { max: 10, timeWindow: 10 * SECOND },
  comment: { max: 10, timeWindow: MINUTE },
  /** Each of the two reaction calls (streams, chat messages) counts on its own. */
  reaction: { max: 60, timeWindow: MINUTE },
  register: { max: 10, timeWindow: HOUR },
  /** Wrong passwords are also throttled per address and per email, like the admin sign-in. */
  memberLogin: { max: 20, timeWindow: 15 * MINUTE },
  /** Links to choose a new password: each one is an email sent. */
  passwordReset: { max: 5, timeWindow: HOUR },
  /** Asking for live-stream emails: each is a confirm email (also limited per address asked for). */
  streamAlerts: { max: 5, timeWindow: HOUR },
  /** Confirming and leaving by an emailed link: a person clicking, never a burst. */
  streamAlertLinks: { max: 30, timeWindow: HOUR },
  testimony: { max: 5, timeWindow: HOUR },
  contact: { max: 5, timeWindow: HOUR },
  foundationSchoolSignup: { max: 5, timeWindow: HOUR },
  /** Prayer requests from the /prayer page (per person): a few in a row, not a flood. */
  prayerRequest: { max: 5, timeWindow: 10 * MINUTE },
  /** Asking to pray with someone now: each one alerts the whole team on duty. */
  prayNow: { max: 5, timeWindow: 10 * MINUTE },
  /** A member's changes to their own account: a new address is an email sent. */
  account: { max: 30, timeWindow: HOUR },
  /** Deleting an account asks for the password: guessing it is throttled. */
  accountPassword: { max: 10, timeWindow: 15 * MINUTE },
  /** A browser's push subscription saved, changed or removed: a person choosing, not a burst. */
  pushSubscription: { max: 30, timeWindow: HOUR },
  /** The account page asking what this browser's subscription holds, on each visit. */
  pushSubscriptionStatus: { max: 60, timeWindow: MINUTE },
  /** Quick chat messages, like live chat: a person typing, not a script. */
  quickChat: { max: 10, timeWindow: 10 * SECOND },
  /** Answers to a moment over a stream's chat (per person): one tap each, a few moments a service. */
  momentAnswer: { max: 10, timeWindow: MINUTE },
} as const;
