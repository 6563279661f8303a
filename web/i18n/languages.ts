import type { LanguageCode } from '#shared/constants.js';

/** A language the site knows (name, code, flag). */
export interface Language {
  name: string;
  code: LanguageCode;
  flag: string;
}

const LANGUAGES: readonly Language[] = [
  { name: 'English', code: 'en', flag: '🇬🇧' },
  { name: 'Français', code: 'fr', flag: '🇫🇷' },
  { name: 'Español', code: 'es', flag: '🇪🇸' },
  { name: '中文', code: 'zh', flag: '🇨🇳' },
];

/** The header language menu offers only English: the site's content is written in English alone. */
export const HEADER_LANGUAGES: readonly Language[] = LANGUAGES.filter(
  (language) => language.code === 'en',
);
