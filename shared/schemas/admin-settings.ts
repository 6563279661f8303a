import { z } from 'zod';
import {
  appearanceSettingsSchema,
  churchProfileSchema,
  copyrightSchema,
  shortNameSchema,
  socialLinksSchema,
  generalSettingsSchema,
  notificationSettingsSchema,
  moderationSettingsSchema,
  prayerSettingsSchema,
  securitySettingsSchema,
  sermonSettingsSchema,
  followUpSettingsSchema,
} from './settings.js';

/**
 * Settings as the admin panel reads and saves them: general, appearance, notifications, security,
 * Moderation, the church's identity (name, address, links, copyright, time zone), prayer care and
 * the sermon library.
 */
export const adminSettingsSchema = z.object({
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
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

export const adminSettingsResponseSchema = z.object({ settings: adminSettingsSchema });
export type AdminSettingsResponse = z.infer<typeof adminSettingsResponseSchema>;

/** A save may send any of the groups, each with any of its fields; the rest keep their values. */
export const adminSettingsUpdateSchema = z.object({
  general: generalSettingsSchema.partial().optional(),
  appearance: appearanceSettingsSchema.partial().optional(),
  notifications: notificationSettingsSchema.partial().optional(),
  security: securitySettingsSchema.partial().optional(),
  moderation: moderationSettingsSchema.partial().optional(),
  church: churchProfileSchema
    .extend({
      // No default here: a save that leaves it out (an older panel) keeps the saved short name.
      shortName: shortNameSchema,
      socialLinks: socialLinksSchema.partial(),
      copyright: copyrightSchema.partial(),
    })
    .partial()
    .optional(),
  prayer: prayerSettingsSchema.partial().optional(),
  sermons: sermonSettingsSchema.partial().optional(),
  followUp: followUpSettingsSchema.partial().optional(),
});
export type AdminSettingsUpdate = z.infer<typeof adminSettingsUpdateSchema>;
