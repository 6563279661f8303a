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
      title={UI_TEXT.language}
    >
      <Globe aria-hidden="true" size={19} strokeWidth={1.9} />
      {/* The name says what the button is and then the code it shows ("Language EN"). */}
      <span className="visually-hidden">{UI_TEXT.language} </span>
      <span className="language-trigger__code">{current.slice(0, 2).toUpperCase()}</span>
    </button>
  );
}
