import { DEFAULT_THEME, STORAGE_KEYS, THEMES, type Theme } from '#shared/constants.js';
import { readString, writeString } from '#web/lib/storage.js';

export const LIGHT_SCHEME_QUERY = '(prefers-color-scheme: light)';

function isTheme(value: string | null | undefined): value is Theme {
  return value != null && (THEMES as readonly string[]).includes(value);
}

export function savedTheme(): Theme | null {
  const saved = readString(STORAGE_KEYS.theme);
  return isTheme(saved) ? saved : null;
}

function deviceTheme(): Theme {
  return window.matchMedia(LIGHT_SCHEME_QUERY).matches ? 'light' : DEFAULT_THEME;
}

/**
 * The theme to show now: the saved choice wins, else the device preference, else dark. The
 * inline script in index.html does the same before first paint; the attribute it set is trusted.
 */
export function initialTheme(): Theme {
  const painted = document.documentElement.dataset.theme;
  if (isTheme(painted)) return painted;
  return savedTheme() ?? deviceTheme();
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
}

export function saveTheme(theme: Theme): void {
  writeString(STORAGE_KEYS.theme, theme);
}
