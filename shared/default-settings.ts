import {
  BRAND_COLORS,
  COPYRIGHT_YEAR,
  PASSWORD_MIN_LENGTH_BOUNDS,
  SESSION_TIMEOUT_BOUNDS,
  STREAM_ALERT_REPEAT_HOURS_BOUNDS,
} from './constants.js';
import type { Settings } from './schemas/settings.js';

// Apart from the schemas, so the browser can start from the defaults without loading zod.
/** The settings before an admin saves any: the product's defaults, and the demo church's texts. */
export const DEFAULT_SETTINGS: Settings = {
  general: {
    siteName: 'Living Waters Church',
    siteDescription:
      'A place of worship, prayer and fellowship in Ibadan. Join our services in person or watch live online.',
    contactEmail: 'info@livingwaters.church',
    contactPhone: '+234 803 555 0142',
  },
  appearance: {
    primaryColor: BRAND_COLORS.primary,
    secondaryColor: BRAND_COLORS.secondary,
    darkMode: false,
  },
  notifications: {
    emailNotifications: true,
    streamAlerts: true,
    userRegistrations: true,
    commentModeration: true,
    streamAlertRepeatHours: STREAM_ALERT_REPEAT_HOURS_BOUNDS.default,
  },
  security: {
    sessionTimeout: SESSION_TIMEOUT_BOUNDS.default,
    passwordMinLength: PASSWORD_MIN_LENGTH_BOUNDS.default,
    requireTwoFactor: false,
  },
  moderation: { blockedWords: [], holdLinks: false },
  church: {
    zoneName: 'Living Waters Church, Ibadan Zone',
    address: '14 Ring Road, Challenge',
    city: 'Ibadan',
    country: 'Nigeria',
    timeZone: 'Africa/Lagos',
    // Empty until the church enters its own pages: a link not set is not shown.
    socialLinks: { facebook: '', youtube: '', messaging: '', instagram: '', x: '' },
    relevantLinks: [
      { label: 'Bible Gateway', url: 'https://www.biblegateway.com/' },
      { label: 'YouVersion Bible App', url: 'https://www.bible.com/' },
      { label: 'Bible Society of Nigeria', url: 'https://biblesociety-nigeria.org/' },
      { label: 'Open Doors', url: 'https://www.opendoors.org/' },
      { label: 'Compassion International', url: 'https://www.compassion.com/' },
    ],
    // The spec's footer line: "© 2024 {the church}. All rights reserved." until changed.
    copyright: { holder: '', year: COPYRIGHT_YEAR },
  },
  prayer: { requireApproval: true, wallDays: 30, closedRetentionMonths: 12 },
  // A replay waits as a draft until the team names its preacher and publishes it.
  sermons: { autoPublishReplays: false, podcastArtworkUrl: '' },
};
