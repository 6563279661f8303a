import { z } from 'zod';
import { requiredEmailSchema } from './fields.js';
import {
  PASSWORD_MIN_LENGTH_BOUNDS,
  SESSION_TIMEOUT_BOUNDS,
  STREAM_ALERT_REPEAT_HOURS_BOUNDS,
} from '#shared/constants.js';

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'Use a colour like #2a1e7a' });
/** Web addresses only: a javascript: or data: address must never become a link on the site. */
const url = z
  .url({ protocol: /^https?$/, error: 'Enter a full web address (https://...)' })
  .max(500);
/** A social link: a web address, or empty for "not used" (an empty link is not shown). */
const socialUrl = url.or(z.literal(''));

/** The general settings, plus the church's public profile. */
export const generalSettingsSchema = z.object({
  siteName: z.string().trim().min(1).max(100),
  siteDescription: z.string().trim().max(500),
  contactEmail: requiredEmailSchema,
  contactPhone: z.string().trim().max(40),
});

export const appearanceSettingsSchema = z.object({
  primaryColor: hexColor,
  secondaryColor: hexColor,
  darkMode: z.boolean(),
});

const repeatHoursError = {
  error: `Enter a whole number of hours from ${STREAM_ALERT_REPEAT_HOURS_BOUNDS.min} to ${STREAM_ALERT_REPEAT_HOURS_BOUNDS.max}`,
};

export const notificationSettingsSchema = z.object({
  emailNotifications: z.boolean(),
  streamAlerts: z.boolean(),
  userRegistrations: z.boolean(),
  commentModeration: z.boolean(),
  streamAlertRepeatHours: z
    .number(repeatHoursError)
    .int(repeatHoursError)
    .min(STREAM_ALERT_REPEAT_HOURS_BOUNDS.min, repeatHoursError)
    .max(STREAM_ALERT_REPEAT_HOURS_BOUNDS.max, repeatHoursError),
});

export const securitySettingsSchema = z.object({
  sessionTimeout: z.number().int().min(SESSION_TIMEOUT_BOUNDS.min).max(SESSION_TIMEOUT_BOUNDS.max),
  passwordMinLength: z
    .number()
    .int()
    .min(PASSWORD_MIN_LENGTH_BOUNDS.min)
    .max(PASSWORD_MIN_LENGTH_BOUNDS.max),
  requireTwoFactor: z.boolean(),
});

/** Blocked words per installation, and how long each may be. */
export const BLOCKED_WORDS_MAX = 500;
export const BLOCKED_WORD_MAX_LENGTH = 60;

/**
 * Live moderation: a chat message, prayer request or comment with a blocked word, or
 * with a link when `holdLinks` is on, is held for review instead of shown.
 */
export const moderationSettingsSchema = z.object({
  blockedWords: z
    .array(
      z
        .string()
        .trim()
        .min(1, { error: 'A blocked word cannot be blank' })
        .max(BLOCKED_WORD_MAX_LENGTH, {
          error: `A blocked word must be at most ${BLOCKED_WORD_MAX_LENGTH} characters`,
        }),
    )
    .max(BLOCKED_WORDS_MAX, { error: `At most ${BLOCKED_WORDS_MAX} blocked words` }),
  holdLinks: z.boolean(),
});
export type ModerationSettings = z.infer<typeof moderationSettingsSchema>;

/**
 * Prayer care: whether the team approves each public request before the wall shows
 * it, how long a request stays on the wall, and how long closed requests are kept.
 */
export const PRAYER_WALL_DAYS_BOUNDS = { min: 1, max: 365, default: 30 } as const;
export const PRAYER_RETENTION_MONTHS_BOUNDS = { min: 1, max: 120, default: 12 } as const;
export const prayerSettingsSchema = z.object({
  requireApproval: z.boolean(),
  wallDays: z.number().int().min(PRAYER_WALL_DAYS_BOUNDS.min).max(PRAYER_WALL_DAYS_BOUNDS.max),
  closedRetentionMonths: z
    .number()
    .int()
    .min(PRAYER_RETENTION_MONTHS_BOUNDS.min)
    .max(PRAYER_RETENTION_MONTHS_BOUNDS.max),
});
export type PrayerSettings = z.infer<typeof prayerSettingsSchema>;

/**
 * The sermon library: whether a service's replay is published as soon as its occurrence ends
 * (otherwise it waits as a draft), and the podcasts' square artwork (an upload or an https
 * address; empty: the site's own).
 */
export const sermonSettingsSchema = z.object({
  autoPublishReplays: z.boolean(),
  podcastArtworkUrl: z
    .string()
    .trim()
    .max(2048, { error: 'Must be at most 2048 characters' })
    .refine((value) => value === '' || /^(https:\/\/|\/uploads\/)\S+$/.test(value), {
      error: 'Enter an https:// address or upload an image',
    }),
});
export type SermonSettings = z.infer<typeof sermonSettingsSchema>;

/** One email the team sends from the follow-up queue; {name}, {churchName}, {momentTitle} are filled in. */
export const followUpTemplateSchema = z.object({
  subject: z
    .string()
    .trim()
    .min(1, { error: 'Enter a subject' })
    .max(200, { error: 'Must be at most 200 characters' }),
  body: z
    .string()
    .trim()
    .min(1, { error: 'Enter the message' })
    .max(5000, { error: 'Must be at most 5000 characters' }),
});
export type FollowUpTemplate = z.infer<typeof followUpTemplateSchema>;

/** The follow-up queue's "Email them": one template per kind of moment. */
export const followUpSettingsSchema = z.object({
  salvation: followUpTemplateSchema,
  'raise-hand': followUpTemplateSchema,
  'new-here': followUpTemplateSchema,
  'next-step': followUpTemplateSchema,
  prayer: followUpTemplateSchema,
});
export type FollowUpSettings = z.infer<typeof followUpSettingsSchema>;

export const linkSchema = z.object({
  label: z.string().trim().min(1).max(80),
  url,
});
export type Link = z.infer<typeof linkSchema>;

/** How many Relevant Links the footer shows at most. */
export const RELEVANT_LINKS_MAX = 8;
export const COPYRIGHT_YEAR_BOUNDS = { min: 1900, max: 2100 } as const;

/** An IANA time zone this runtime knows (e.g. Africa/Lagos): what Intl accepts. */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+/-]*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The church's pages elsewhere; each may be empty (not shown). */
export const socialLinksSchema = z.object({
  facebook: socialUrl,
  youtube: socialUrl,
  messaging: socialUrl,
  instagram: socialUrl,
  x: socialUrl,
});

/** The footer's line: "© {year} {holder}. All rights reserved."; an empty holder is the zone name. */
export const copyrightSchema = z.object({
  holder: z.string().trim().max(120),
  year: z
    .number({ error: 'Enter a year' })
    .int({ error: 'Enter a year' })
    .min(COPYRIGHT_YEAR_BOUNDS.min, { error: 'Enter a year from 1900 to 2100' })
    .max(COPYRIGHT_YEAR_BOUNDS.max, { error: 'Enter a year from 1900 to 2100' }),
});

/**
 * Where the church is, what it is called and where it lives online: the header, footer, sign-in
 * card, page metadata, JSON-LD and emails read it.
 */
/** The most a home screen shows under an icon before it cuts the name short. */
export const SHORT_NAME_MAX = 30;
/** The name under the installed site's icon; empty: made from the zone name (shared/short-name.ts). */
export const shortNameSchema = z
  .string()
  .trim()
  .max(SHORT_NAME_MAX, { error: `At most ${SHORT_NAME_MAX} characters` });

export const churchProfileSchema = z.object({
  zoneName: z.string().trim().min(1, { error: 'Enter the church or zone name' }).max(120),
  /** Settings saved before it existed load with the default: made from the zone name. */
  shortName: shortNameSchema.default(''),
  address: z.string().trim().max(300),
  city: z.string().trim().max(100),
  country: z.string().trim().max(100),
  /** The zone service times are in: demo content and schedules land on its weekdays and hours. */
  timeZone: z
    .string()
    .trim()
    .refine(isTimeZone, { error: 'Choose a time zone such as Africa/Lagos' }),
  socialLinks: socialLinksSchema,
  relevantLinks: z
    .array(linkSchema)
    .max(RELEVANT_LINKS_MAX, { error: `At most ${RELEVANT_LINKS_MAX} links` }),
  copyright: copyrightSchema,
});
export type ChurchProfile = z.infer<typeof churchProfileSchema>;

export const settingsSchema = z.object({
  general: generalSettingsSchema,
  appearance: appearanceSettingsSchema,
  notifications: notificationSettingsSchema,
  security: securitySettingsSchema,
  moderation: moderationSettingsSchema,
  church: churchProfileSchema,
  prayer: prayerSettingsSchema,
  sermons: sermonSettingsSchema,
  followUp: followUpSettingsSchema,
});
export type Settings = z.infer<typeof settingsSchema>;
export type SettingsGroup = keyof Settings;

export { DEFAULT_SETTINGS } from '../default-settings.js';

/** What any visitor's browser may know about the site: an explicit allowlist. */
export const publicSettingsSchema = z.object({
  siteName: z.string(),
  siteDescription: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  church: churchProfileSchema,
  publicSiteUrl: z.string(),
  /** The Security settings' password minimum, shown by every form that sets a member password. */
  passwordMinLength: z.number().int(),
  /** Only in demo mode: the default admin credentials that prefill the sign-in form. */
  demoCredentials: z.object({ username: z.string(), password: z.string() }).nullable(),
  /** When set, the admin's browser uploads event images and videos straight to this service. */
  mediaHosting: z
    .object({ cloudName: z.string(), uploadPreset: z.string(), folder: z.string() })
    .nullable()
    .optional(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const publicSettingsResponseSchema = z.object({ settings: publicSettingsSchema });
export type PublicSettingsResponse = z.infer<typeof publicSettingsResponseSchema>;
