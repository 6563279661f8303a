import { Globe } from 'lucide-react';
import { UI_TEXT, useLanguage } from '#web/i18n/i18n.js';
import { onDemand, useOnDemand } from './on-demand.js';

const dropdown = onDemand(() =>
  import('./LanguageDropdown.js').then((module) => module.LanguageDropdown),
);

/** The header language menu: its dropdown's code loads when a visitor reaches for it. */
export function LanguageMenu() {
  const current = useLanguage();
  const { Component, standIn, menuProps } = useOnDemand(dropdown, { arrowDownOpens: true });
  if (Component) return <Component {...menuProps} />;
  return (
    <button
      {...standIn}
      aria-haspopup="menu"
      className="header-tool language-trigger"
      aria-label={UI_TEXT.language}
      title={UI_TEXT.language}
    >
      <Globe aria-hidden="true" size={19} strokeWidth={1.9} />
      <span className="language-trigger__code" aria-hidden="true">
        {current.slice(0, 2).toUpperCase()}
      </span>
    </button>
  );
}
