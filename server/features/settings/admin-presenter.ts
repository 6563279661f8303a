import type { AdminSettings } from '#shared/schemas/admin-settings.js';
import type { Settings } from '#shared/schemas/settings.js';

/** The four groups the Settings view edits; the church profile is edited elsewhere. */
export function presentAdminSettings(settings: Settings): AdminSettings {
  const { general, appearance, notifications, security, moderation, prayer } = settings;
  return { general, appearance, notifications, security, moderation, prayer };
}
