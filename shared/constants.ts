/** Business constants of the product (limits, intervals, lists), shared by server and browser. */

export const STORAGE_KEYS = {
  theme: 'theme',
  preferredLanguage: 'preferredLanguage',
  livestreamUser: 'livestreamUserData',
  adminToken: 'adminToken',
  adminInfo: 'adminInfo',
  /** The general member token: the site only reads it. */
  userToken: 'userToken',
  /** Quick chat: the visitor's saved name and email, and the key to their conversation. */
  quickChatUser: 'quickChatUser',
  quickChatId: 'quickChatId',
  /**
   * When the livestream access modal was closed (as a guest, a member, or dismissed): it is not
   * offered again on every visit. Beyond the spec's keys, which keep their names.
   */
  livestreamAccessClosed: 'livestreamAccessModalClosedAt',
  /**
   * Live Chat (admin): whether this browser chimes when a visitor writes, 'on' or 'off'; unset
   * is on. Per browser, as the staff member at that desk chooses.
   */
  staffChatSound: 'staffChatSound',
  /** When the install prompt was dismissed (INSTALL_PROMPT_DISMISSED_KEY, shared/push.ts). */
  installPromptDismissed: 'lampstand-install-dismissed-at',
  /** The prayer wall's requests this browser said "I prayed" for (the server counts once anyway). */
  prayedFor: 'prayedFor',
  /** The private prayer requests sent from this browser: only the sender and the team see them. */
  privatePrayerRequests: 'privatePrayerRequests',
  /** A "pray with someone now" request from this browser: the key to its state and conversation. */
  prayNowRequest: 'prayNowRequest',
  /** This browser's device key (random, made on the first visit), sent with public calls. */
  deviceKey: 'deviceKey',
  /**
   * This browser's lasting key for moments (random, made on its first answer): the same person
   * answering twice, as a guest, counts once.
   */
  momentVisitorKey: 'momentVisitorKey',
} as const;

export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'dark';

export const LANGUAGE_CODES = ['en', 'fr', 'es', 'zh'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const POLLING_MS = {
  liveChat: 3000,
  quickChat: 3000,
  adminChatList: 5000,
  adminOpenChat: 3000,
} as const;

export const LAYOUT = {
  headerHeightPx: 80,
  mobileBreakpointPx: 768,
  tabletBreakpointPx: 1024,
  headerScrollThresholdPx: 50,
} as const;

export const COPYRIGHT_YEAR = 2024;

export const REACTION_TYPES = ['amen', 'praise', 'fire', 'heart', 'sad'] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];
export const REACTION_LABELS: Record<ReactionType, string> = {
  amen: 'Amen',
  praise: 'Praise God',
  fire: 'Fire',
  heart: 'Love',
  sad: 'Need Prayer',
};
/** Comment cards offer only the first three reaction types. */
export const COMMENT_REACTION_TYPES = REACTION_TYPES.slice(0, 3);

export const STREAM_TYPES = ['youtube', 'facebook', 'castr', 'vimeo', 'twitch', 'other'] as const;
export type StreamType = (typeof STREAM_TYPES)[number];

export const MESSAGE_TYPES = ['chat', 'prayer'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export const CONTACT_STATUSES = ['new', 'in_progress', 'resolved', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const CONTACT_SUBJECTS = [
  'Prayer Request',
  'Technical Issue',
  'General Inquiry',
  'Counseling',
  'Other',
] as const;

export const EVENT_CATEGORIES = ['main', 'children', 'teens'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];
export const EVENT_CATEGORY_LABELS: Record<EventCategory, string> = {
  main: 'Main Church',
  children: 'Children',
  teens: 'Teens',
};
export const DEFAULT_EVENT_CATEGORY: EventCategory = 'main';
export const MAX_VIDEO_SECONDS = 600;
export const DEFAULT_VIDEO_DURATION = 0;

export const AUDIENCE_SIZES = [
  { value: '1', label: 'Just me' },
  { value: '2-5', label: '2-5' },
  { value: '6-10', label: '6-10' },
  { value: '11-20', label: '11-20' },
  { value: '20+', label: '20+' },
] as const;
export const DEFAULT_AUDIENCE_SIZE = '1';

export const ANALYTICS_PERIODS = ['24h', '7d', '30d'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = '7d';

export const DASHBOARD_LIST_LIMIT = 5;

export const SESSION_TIMEOUT_BOUNDS = { min: 5, max: 120, default: 30 } as const;
export const PASSWORD_MIN_LENGTH_BOUNDS = { min: 6, max: 20, default: 8 } as const;
/**
 * Going live again within this many hours of a stream's last alert emails nobody: a dropped
 * encoder set offline and back on is the same service (0: every going-live sends).
 */
export const STREAM_ALERT_REPEAT_HOURS_BOUNDS = { min: 0, max: 168, default: 3 } as const;

export const BRAND_COLORS = { primary: '#2a1e7a', secondary: '#f59e0b' } as const;

/**
 * The admin panel's section ids as they appear in its address (/admin?section=<id>), which the
 * server's emails and launch checklist link to. The panel's one list of sections, with their
 * order, labels, views and roles, is web/admin/app/sections.ts; the compiler holds it to these.
 */
export const ADMIN_SECTIONS = [
  'dashboard',
  'streams',
  /** Services on a schedule and their single occurrences. */
  'services',
  /** Sermons, their series, notes and audio: the library and its podcasts. */
  'sermons',
  'users',
  'comments',
  /** Live chat and prayer moderation per stream. */
  'moderation',
  /** The prayer team's queue. */
  'prayer',
  /** Moment answers with contact details, for the team to reach. */
  'follow-up',
  'testimonies',
  'contacts',
  'events',
  'analytics',
  /** The quick chats visitors start (labelled Live Chat; its former address, live-chat, still opens it). */
  'quick-chats',
  'settings',
  'site-content',
  'staff',
  'audit',
  'outbox',
  'account',
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];
export const DEFAULT_ADMIN_SECTION: AdminSection = 'dashboard';

/**
 * The emailed link that reopens a quick chat: `<site>/#quick-chat=<chatId>`. The id is the key
 * to the conversation, so it rides in the fragment, which browsers never send to a server.
 */
export const QUICK_CHAT_LINK_PREFIX = '#quick-chat=';
