import { DEFAULT_SETTINGS } from '#shared/default-settings.js';
import type { PublicSettings } from '#shared/schemas/settings.js';

/**
 * What the site shows when the settings cannot be loaded: the shared defaults, and never demo
 * credentials (only the server may offer those).
 */
let fallback: PublicSettings | undefined;

export function fallbackPublicSettings(): PublicSettings {
  const { general, appearance, church, security } = DEFAULT_SETTINGS;
  fallback ??= {
    siteName: general.siteName,
    siteDescription: general.siteDescription,
    contactEmail: general.contactEmail,
    contactPhone: general.contactPhone,
    primaryColor: appearance.primaryColor,
    secondaryColor: appearance.secondaryColor,
    church,
    publicSiteUrl: typeof window === 'undefined' ? '' : window.location.origin,
    passwordMinLength: security.passwordMinLength,
    demoCredentials: null,
  };
  return fallback;
}
