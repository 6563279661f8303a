import { Menu } from 'lucide-react';
import { UI_TEXT } from '#web/i18n/i18n.js';
import { onDemand, useOnDemand } from './on-demand.js';

const panel = onDemand(() =>
  import('./MobileMenuPanel.js').then((module) => module.MobileMenuPanel),
);

/** The phone's menu button: the panel's code loads when a visitor reaches for it. */
export function MobileMenu() {
  const { Component, standIn, menuProps } = useOnDemand(panel);
  if (Component) return <Component {...menuProps} />;
  return (
    <button
      {...standIn}
      aria-haspopup="dialog"
      className="header-tool site-header__menu-button"
      aria-label={UI_TEXT.openMenu}
    >
      <Menu aria-hidden="true" size={24} strokeWidth={1.9} />
    </button>
  );
}
