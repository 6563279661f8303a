import { ChevronDown } from 'lucide-react';
import { useLocation } from 'react-router';
import { useNavLabel } from '#web/i18n/i18n.js';
import { isMinistryPath } from './nav-items.js';
import { onDemand, useOnDemand } from './on-demand.js';

const dropdown = onDemand(() =>
  import('./MinistriesDropdown.js').then((module) => module.MinistriesDropdown),
);

/** MINISTRIES in the header: its dropdown's code loads when a visitor reaches for it. */
export function MinistriesMenu() {
  const t = useNavLabel();
  const { pathname } = useLocation();
  const { Component, standIn, menuProps } = useOnDemand(dropdown, { arrowDownOpens: true });
  if (Component) return <Component {...menuProps} />;
  return (
    <button
      {...standIn}
      aria-haspopup="menu"
      className="site-nav__link site-nav__trigger"
      data-active={isMinistryPath(pathname) || undefined}
    >
      {t('ministries')}
      <ChevronDown className="site-nav__chevron" aria-hidden="true" size={16} strokeWidth={2.2} />
    </button>
  );
}
