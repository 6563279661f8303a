/** The public settings every page reads (site name, contacts, brand colours). */
export { publicSettingsQueryOptions } from './get-public-settings.js';
export { settingsKeys } from './settings-keys.js';
export { useBrandPalette } from './use-brand-palette.js';
export { usePublicSettings } from './use-public-settings.js';
export { copyrightHolder } from './copyright.js';
export { useChurchTimeZone } from './use-church-time-zone.js';
export { fallbackPublicSettings } from './fallback-settings.js';
