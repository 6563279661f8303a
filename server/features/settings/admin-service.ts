import type { AdminSettingsUpdate } from '#shared/schemas/admin-settings.js';
import type { Settings } from '#shared/schemas/settings.js';
import { TOTP_CODE_MESSAGES } from '#shared/schemas/two-factor.js';
import type { AdminRow } from '#server/platform/db/schema.js';
import { ValidationError } from '#server/platform/errors.js';
import { MESSAGES } from '#shared/messages.js';
import type { SettingsService } from './service.js';

/** Saves from the Settings view: each group sent is merged field by field over its saved values. */
export function createAdminSettingsService(settings: SettingsService) {
  return {
    async save(admin: AdminRow, update: AdminSettingsUpdate): Promise<Settings> {
      const current = await settings.get();
      // Requiring codes before this admin has one would lock the church out of its own panel.
      if (
        update.security?.requireTwoFactor &&
        !current.security.requireTwoFactor &&
        !admin.totpSecret
      ) {
        throw new ValidationError(MESSAGES.errors.validation, {
          'security.requireTwoFactor': TOTP_CODE_MESSAGES.enrolFirst,
        });
      }
      const patch: Partial<Settings> = {};
      if (update.general) patch.general = { ...current.general, ...update.general };
      if (update.appearance) patch.appearance = { ...current.appearance, ...update.appearance };
      if (update.notifications) {
        patch.notifications = { ...current.notifications, ...update.notifications };
      }
      if (update.security) patch.security = { ...current.security, ...update.security };
      if (update.moderation) {
        patch.moderation = { ...current.moderation, ...update.moderation };
      }
      if (update.church) {
        const { socialLinks, copyright, ...fields } = update.church;
        patch.church = {
          ...current.church,
          ...fields,
          socialLinks: { ...current.church.socialLinks, ...socialLinks },
          copyright: { ...current.church.copyright, ...copyright },
        };
      }
      if (update.prayer) patch.prayer = { ...current.prayer, ...update.prayer };
      if (update.sermons) patch.sermons = { ...current.sermons, ...update.sermons };
      if (update.followUp) patch.followUp = { ...current.followUp, ...update.followUp };
      return settings.update(patch);
    },
  };
}

export type AdminSettingsService = ReturnType<typeof createAdminSettingsService>;
