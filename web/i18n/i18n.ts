import { LANGUAGE_CODES, STORAGE_KEYS, type LanguageCode } from '#shared/constants.js';
import { useBrowserValue } from '#web/lib/staged-hydration.js';
import { readString, writeString } from '#web/lib/storage.js';
import { en, type NavKey, type NavLabels } from './locales/en.js';
import { es } from './locales/es.js';
import { fr } from './locales/fr.js';
import { zh } from './locales/zh.js';

/*
 * The site translates only its navigation labels, so a few lines do what a
 * translation library would: the current language, its labels, and a switch that re-renders.
 */

const FALLBACK_LANGUAGE: LanguageCode = 'en';
const NAV_LABELS: Record<LanguageCode, NavLabels> = {
  en: en.nav,
  fr: fr.nav,
  es: es.nav,
  zh: zh.nav,
};

/** The header controls' texts: English in every language, like the content around them. */
export const UI_TEXT = en.ui;

function isLanguageCode(value: string | null): value is LanguageCode {
  return value !== null && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** The saved choice (preferredLanguage) when it is one the site knows, else English. */
function savedLanguage(): LanguageCode {
  const saved = readString(STORAGE_KEYS.preferredLanguage);
  return isLanguageCode(saved) ? saved : FALLBACK_LANGUAGE;
}

let current: LanguageCode = FALLBACK_LANGUAGE;
const listeners = new Set<() => void>();

function applyDocumentLanguage(code: LanguageCode) {
  document.documentElement.lang = code;
}

/** Reads the saved language once the page runs in a browser; before that, English. */
export function initI18n(): void {
  current = savedLanguage();
  applyDocumentLanguage(current);
}

/** Switches the language, remembers the choice and re-renders what shows a label. */
export function chooseLanguage(code: LanguageCode): void {
  writeString(STORAGE_KEYS.preferredLanguage, code);
  if (code === current) return;
  current = code;
  applyDocumentLanguage(code);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const currentLanguage = () => current;
// Rendered on a server (and hydrated) in the fallback language; the saved one follows.
const serverLanguage = () => FALLBACK_LANGUAGE;

/** The language the labels are shown in. */
export function useLanguage(): LanguageCode {
  return useBrowserValue(subscribe, currentLanguage, serverLanguage);
}

/** The navigation label of `key` in the current language, English where one is missing. */
export function useNavLabel(): (key: NavKey) => string {
  const labels = NAV_LABELS[useLanguage()];
  return (key) => labels[key] || en.nav[key];
}
