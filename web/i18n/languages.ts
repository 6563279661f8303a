import type { LanguageCode } from '#shared/constants.js';

/** A language the site knows (spec section 3: name, code, flag). */
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

/** The header language menu offers only English (spec section 1). */
export const HEADER_LANGUAGES: readonly Language[] = LANGUAGES.filter(
  (language) => language.code === 'en',
);
