import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_CODES, STORAGE_KEYS, type LanguageCode } from '#shared/constants.js';
import { readString, writeString } from '#web/lib/storage.js';
import { en } from './locales/en.js';
import { es } from './locales/es.js';
import { fr } from './locales/fr.js';
import { zh } from './locales/zh.js';

const FALLBACK_LANGUAGE: LanguageCode = 'en';

function isLanguageCode(value: string | null): value is LanguageCode {
  return value !== null && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** The saved choice (preferredLanguage) when it is one the site knows, else English. */
function savedLanguage(): LanguageCode {
  const saved = readString(STORAGE_KEYS.preferredLanguage);
  return isLanguageCode(saved) ? saved : FALLBACK_LANGUAGE;
}

function applyDocumentLanguage(code: string) {
  // The server renders without a document: the page's lang comes from its own markup there.
  if (typeof document !== 'undefined') document.documentElement.lang = code;
}

/**
 * Starts the translations in `language`, else in the saved choice. A page the server rendered
 * hydrates in English, as it was rendered, and switches to the saved choice afterwards.
 */
export function initI18n(language?: LanguageCode): typeof i18n {
  const lng = language ?? savedLanguage();
  void i18n.use(initReactI18next).init({
    resources: { en, fr, es, zh },
    lng,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: LANGUAGE_CODES,
    ns: ['nav', 'ui'],
    defaultNS: 'nav',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  if (!language) applyDocumentLanguage(lng);
  i18n.on('languageChanged', applyDocumentLanguage);
  return i18n;
}

/** Switches the language and remembers the choice. */
export function chooseLanguage(code: LanguageCode): void {
  writeString(STORAGE_KEYS.preferredLanguage, code);
  void i18n.changeLanguage(code);
}

/** After hydration: the visitor's saved language, if it is not the one the page came in. */
export function restoreSavedLanguage(): void {
  const saved = savedLanguage();
  if (i18n.language !== saved) void i18n.changeLanguage(saved);
}
