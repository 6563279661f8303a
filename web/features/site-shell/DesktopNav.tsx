import { NavLink } from 'react-router';
import { UI_TEXT, useNavLabel } from '#web/i18n/i18n.js';
import { MinistriesMenu } from './MinistriesMenu.js';
import { HEADER_ORDER, NAV } from './nav-items.js';

/** The header's links on tablets and desktops; phones get the menu panel instead. */
export function DesktopNav() {
  const t = useNavLabel();
  return (
    <nav className="site-nav" aria-label={UI_TEXT.mainNavigation}>
      <ul className="site-nav__list">
        {HEADER_ORDER.map((entry) =>
          entry === 'ministries' ? (
            <li key={entry}>
              <MinistriesMenu />
            </li>
          ) : (
            <li key={entry}>
              <NavLink
                to={NAV[entry].to}
                end
                className={
                  entry === 'watchLive' ? 'site-nav__link site-nav__cta' : 'site-nav__link'
                }
              >
                {entry === 'watchLive' ? <span className="live-dot" aria-hidden="true" /> : null}
                {t(NAV[entry].key)}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
