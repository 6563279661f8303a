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
    shortName: '',
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
  // Short and warm, signed with the church's name: the team may edit each before sending.
  followUp: {
    salvation: {
      subject: 'Welcome to the family, {name}',
      body: 'We are so glad you gave your life to Jesus today. This is the best decision you will ever make, and you do not walk it alone.\n\nSomeone from our team would love to pray with you and help you take your first steps. Simply reply to this email and we will be in touch.\n\nWith love,\n{churchName}',
    },
    'raise-hand': {
      subject: 'We saw your hand, {name}',
      body: 'Thank you for raising your hand during the service today. We would love to hear more and stand with you.\n\nReply to this email and someone from our team will get back to you.\n\nWith love,\n{churchName}',
    },
    'new-here': {
      subject: 'So glad you joined us, {name}',
      body: 'Thank you for worshipping with us today. We hope you felt at home.\n\nIf you have any questions, or would like to visit in person, just reply to this email. We would love to meet you.\n\nWarmly,\n{churchName}',
    },
    'next-step': {
      subject: 'Your next step: {momentTitle}',
      body: 'Thank you for taking a next step, {name}. We are excited for you.\n\nSomeone from our team will be in touch with the details. In the meantime, reply to this email with any questions.\n\nWith love,\n{churchName}',
    },
    prayer: {
      subject: 'We are praying with you, {name}',
      body: 'Thank you for letting us pray with you. Our prayer team is standing with you.\n\nIf you would like to share more, or talk with someone, simply reply to this email.\n\nWith love,\n{churchName}',
    },
  },
};
