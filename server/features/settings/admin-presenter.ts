import type { AdminSettings } from '#shared/schemas/admin-settings.js';
import type { Settings } from '#shared/schemas/settings.js';

/** The groups the Settings view edits, the church's identity among them. */
export function presentAdminSettings(settings: Settings): AdminSettings {
  const {
    general,
    appearance,
    notifications,
    security,
    moderation,
    church,
    prayer,
    sermons,
    followUp,
  } = settings;
  return {
    general,
    appearance,
    notifications,
    security,
    moderation,
    church,
    prayer,
    sermons,
    followUp,
  };
}
