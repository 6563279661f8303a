/** English: the source language and the fallback for anything untranslated. */
export const en = {
  /** The navigation labels, the only texts the spec translates. */
  nav: {
    home: 'HOME',
    watchLive: 'WATCH LIVE',
    ministries: 'MINISTRIES',
    programs: 'PROGRAMS',
    sermons: 'SERMONS',
    testify: 'TESTIFY',
    prayer: 'PRAYER',
    give: 'GIVE',
    contactUs: 'CONTACT US',
    foundationSchool: 'FOUNDATION SCHOOL',
    childrenMinistry: 'CHILDREN MINISTRY',
    teensMinistry: 'TEENS MINISTRY',
  },
  /** Header controls: English only, every other language falls back to these. */
  ui: {
    language: 'Language',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menu: 'Menu',
    mainNavigation: 'Main navigation',
    switchToLight: 'Switch to light theme',
    switchToDark: 'Switch to dark theme',
    lightTheme: 'Light theme',
    darkTheme: 'Dark theme',
  },
} as const;

export type NavKey = keyof typeof en.nav;
export type NavLabels = Record<NavKey, string>;
