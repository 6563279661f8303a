import '#web/components/menu.css';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '#web/i18n/i18n.js';
import { HEADER_LANGUAGES } from '#web/i18n/languages.js';

/** The header language menu; the spec has it offer only English. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation('ui');
  const current = i18n.resolvedLanguage ?? i18n.language;

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="header-tool language-trigger"
        aria-label={t('language')}
        title={t('language')}
      >
        <Globe aria-hidden="true" size={19} strokeWidth={1.9} />
        <span className="language-trigger__code" aria-hidden="true">
          {current.slice(0, 2).toUpperCase()}
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="menu menu--compact"
          align="end"
          sideOffset={12}
          collisionPadding={16}
        >
          <DropdownMenu.Label className="menu__label">{t('language')}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={current}>
            {HEADER_LANGUAGES.map((language) => (
              <DropdownMenu.RadioItem
                key={language.code}
                value={language.code}
                className="menu__item"
                lang={language.code}
                onSelect={() => {
                  chooseLanguage(language.code);
                }}
              >
                <span className="menu__flag" aria-hidden="true">
                  {language.flag}
                </span>
                {language.name}
                <DropdownMenu.ItemIndicator className="menu__check">
                  <Check size={16} aria-hidden="true" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
