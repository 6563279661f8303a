import { z } from 'zod';
import { requiredEmailSchema } from './fields.js';
import { PASSWORD_MIN_LENGTH_BOUNDS, SESSION_TIMEOUT_BOUNDS } from '#shared/constants.js';

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'Use a colour like #2a1e7a' });
const url = z.url({ error: 'Enter a full web address (https://...)' }).max(500);

/** Settings as spec section 3 describes them, plus the church's public profile. */
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

export const notificationSettingsSchema = z.object({
  emailNotifications: z.boolean(),
  streamAlerts: z.boolean(),
  userRegistrations: z.boolean(),
  commentModeration: z.boolean(),
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
 * Live moderation (issue 17): a chat message, prayer request or comment with a blocked word, or
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
 * Prayer care (issue 18): whether the team approves each public request before the wall shows
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

export const linkSchema = z.object({
  label: z.string().trim().min(1).max(80),
  url,
});
export type Link = z.infer<typeof linkSchema>;

/** Where the church is and where it lives online: header, footer and page metadata read it. */
export const churchProfileSchema = z.object({
  zoneName: z.string().trim().min(1).max(120),
  address: z.string().trim().max(300),
  city: z.string().trim().max(100),
  country: z.string().trim().max(100),
  socialLinks: z.object({
    facebook: url.or(z.literal('')),
    youtube: url.or(z.literal('')),
    messaging: url.or(z.literal('')),
    instagram: url.or(z.literal('')),
  }),
  relevantLinks: z.array(linkSchema).max(10),
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
