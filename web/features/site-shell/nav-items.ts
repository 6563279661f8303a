import { SITE_ROUTES } from '#shared/routes.js';
import type { NavKey } from '#web/i18n/locales/en.js';

export interface NavItem {
  key: NavKey;
  to: string;
}

export const MINISTRY_ITEMS: readonly NavItem[] = [
  { key: 'foundationSchool', to: SITE_ROUTES.foundationSchool.path },
  { key: 'childrenMinistry', to: SITE_ROUTES.children.path },
  { key: 'teensMinistry', to: SITE_ROUTES.teens.path },
];

export const NAV = {
  home: { key: 'home', to: SITE_ROUTES.home.path },
  watchLive: { key: 'watchLive', to: SITE_ROUTES.liveStream.path },
  programs: { key: 'programs', to: SITE_ROUTES.programs.path },
  sermons: { key: 'sermons', to: SITE_ROUTES.sermons.path },
  testify: { key: 'testify', to: SITE_ROUTES.testify.path },
  prayer: { key: 'prayer', to: SITE_ROUTES.prayer.path },
  give: { key: 'give', to: SITE_ROUTES.give.path },
  contactUs: { key: 'contactUs', to: SITE_ROUTES.contact.path },
} as const satisfies Record<string, NavItem>;

/** The header's order; `ministries` marks where the dropdown goes. */
export const HEADER_ORDER = [
  'home',
  'watchLive',
  'ministries',
  'programs',
  /** Past services to watch, hear and read again, beside the ones to come. */
  'sermons',
  'testify',
  /** The prayer wall, after the pages the header always had. */
  'prayer',
  'give',
  'contactUs',
] as const;

/** The footer's Main Menu order: the pages a visitor acts on. */
export const FOOTER_ORDER = [
  'watchLive',
  'ministries',
  'programs',
  'sermons',
  'testify',
  'give',
] as const;

export function isMinistryPath(pathname: string): boolean {
  return MINISTRY_ITEMS.some((item) => item.to === pathname);
}
