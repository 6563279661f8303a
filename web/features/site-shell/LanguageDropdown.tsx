import '#web/components/menu.css';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, Globe } from 'lucide-react';
import { UI_TEXT, chooseLanguage, useLanguage } from '#web/i18n/i18n.js';
import { HEADER_LANGUAGES } from '#web/i18n/languages.js';
import type { OnDemandProps } from './on-demand.js';

/** The header language menu (loaded on first use); the spec has it offer only English. */
export function LanguageDropdown({ open, onOpenChange, triggerRef }: OnDemandProps) {
  const current = useLanguage();

  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger
        ref={triggerRef}
        className="header-tool language-trigger"
        title={UI_TEXT.language}
      >
        <Globe aria-hidden="true" size={19} strokeWidth={1.9} />
        {/* The name says what the button is and then the code it shows ("Language EN"). */}
        <span className="visually-hidden">{UI_TEXT.language} </span>
        <span className="language-trigger__code">{current.slice(0, 2).toUpperCase()}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="menu menu--compact"
          align="end"
          sideOffset={12}
          collisionPadding={16}
        >
          <DropdownMenu.Label className="menu__label">{UI_TEXT.language}</DropdownMenu.Label>
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
