import { DEFAULT_THEME, STORAGE_KEYS, THEMES, type Theme } from '#shared/constants.js';
import { readString, writeString } from '#web/lib/storage.js';

export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';
const LIGHT_SCHEME_QUERY = '(prefers-color-scheme: light)';

function isTheme(value: string | null | undefined): value is Theme {
  return value != null && (THEMES as readonly string[]).includes(value);
}

export function savedTheme(): Theme | null {
  const saved = readString(STORAGE_KEYS.theme);
  return isTheme(saved) ? saved : null;
}

/**
 * The theme of a visitor with no saved choice: dark when the device asks for it; otherwise the
 * site's default (Enable Dark Mode, written on <html> by the server). Browsers report light
 * when nobody chose, so only dark counts as the device's own preference. Without the server's
 * attribute (the development server), light devices get light and the rest dark.
 */
export function unsavedTheme(): Theme {
  if (window.matchMedia(DARK_SCHEME_QUERY).matches) return 'dark';
  const site = document.documentElement.dataset.siteTheme;
  if (isTheme(site)) return site;
  return window.matchMedia(LIGHT_SCHEME_QUERY).matches ? 'light' : DEFAULT_THEME;
}

/**
 * The theme to show now: the saved choice wins, else the device's dark preference, else the
 * site's default. The inline script in index.html does the same before first paint; the
 * attribute it set is trusted.
 */
export function initialTheme(): Theme {
  const painted = document.documentElement.dataset.theme;
  if (isTheme(painted)) return painted;
  return savedTheme() ?? unsavedTheme();
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
}

export function saveTheme(theme: Theme): void {
  writeString(STORAGE_KEYS.theme, theme);
}
