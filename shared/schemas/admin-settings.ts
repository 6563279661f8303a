import { z } from 'zod';
import {
  appearanceSettingsSchema,
  generalSettingsSchema,
  notificationSettingsSchema,
  moderationSettingsSchema,
  prayerSettingsSchema,
  securitySettingsSchema,
} from './settings.js';

/** Settings as the admin panel reads and saves them: the four groups of spec section 3 and Moderation. */
export const adminSettingsSchema = z.object({
  general: generalSettingsSchema,
  appearance: appearanceSettingsSchema,
  notifications: notificationSettingsSchema,
  security: securitySettingsSchema,
  moderation: moderationSettingsSchema,
  prayer: prayerSettingsSchema,
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
  prayer: prayerSettingsSchema.partial().optional(),
});
export type AdminSettingsUpdate = z.infer<typeof adminSettingsUpdateSchema>;
