import type { PublicSettings, Settings } from '#shared/schemas/settings.js';
import type { Config } from '#server/platform/config.js';

/** What any browser may read of the settings: an explicit allowlist, never the whole document. */
export function presentPublicSettings(settings: Settings, config: Config): PublicSettings {
  return {
    siteName: settings.general.siteName,
    siteDescription: settings.general.siteDescription,
    contactEmail: settings.general.contactEmail,
    contactPhone: settings.general.contactPhone,
    primaryColor: settings.appearance.primaryColor,
    secondaryColor: settings.appearance.secondaryColor,
    church: settings.church,
    publicSiteUrl: config.publicSiteUrl,
    passwordMinLength: settings.security.passwordMinLength,
    demoCredentials: config.demoMode ? { ...config.admin } : null,
    mediaHosting: config.mediaHosting ?? null,
  };
}
