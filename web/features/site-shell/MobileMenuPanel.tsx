import './mobile-menu.css';
import * as Dialog from '@radix-ui/react-dialog';
import { Check, Menu, X } from 'lucide-react';
import { NavLink } from 'react-router';
import { LAYOUT } from '#shared/constants.js';
import { UI_TEXT, chooseLanguage, useLanguage, useNavLabel } from '#web/i18n/i18n.js';
import { HEADER_LANGUAGES } from '#web/i18n/languages.js';
import { useMediaQuery } from '#web/lib/use-media-query.js';
import { ThemeToggle } from '#web/features/theme/index.js';
import { MINISTRY_ITEMS, NAV, type NavItem } from './nav-items.js';
import type { OnDemandProps } from './on-demand.js';
import { AccountMenuRows } from './AccountMenu.js';
import { SiteBrand } from './SiteBrand.js';

const PHONE_QUERY = `(max-width: ${String(LAYOUT.mobileBreakpointPx)}px)`;

/** At 768px or less: a menu button opening a full-height panel with every link (loaded on use). */
export function MobileMenuPanel({ open: wantsOpen, onOpenChange, triggerRef }: OnDemandProps) {
  const t = useNavLabel();
  const isPhone = useMediaQuery(PHONE_QUERY);
  // Growing past the breakpoint (rotating a tablet) closes the panel.
  const open = wantsOpen && isPhone;
  const close = () => {
    onOpenChange(false);
  };
  const current = useLanguage();

  const link = (item: NavItem, className = 'mobile-menu__link') => (
    <NavLink to={item.to} end className={className} onClick={close}>
      {t(item.key)}
    </NavLink>
  );

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger
        ref={triggerRef}
        className="header-tool site-header__menu-button"
        aria-label={UI_TEXT.openMenu}
      >
        <Menu aria-hidden="true" size={24} strokeWidth={1.9} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="mobile-menu__overlay" />
        <Dialog.Content className="mobile-menu" aria-describedby={undefined}>
          <div className="mobile-menu__head">
            <SiteBrand onNavigate={close} />
            <Dialog.Close className="header-tool" aria-label={UI_TEXT.closeMenu}>
              <X aria-hidden="true" size={24} strokeWidth={1.9} />
            </Dialog.Close>
          </div>
          <Dialog.Title className="visually-hidden">{UI_TEXT.menu}</Dialog.Title>

          <nav className="mobile-menu__nav" aria-label={UI_TEXT.mainNavigation}>
            <ul className="mobile-menu__list">
              <li>{link(NAV.home)}</li>
              <li>{link(NAV.watchLive, 'mobile-menu__link mobile-menu__cta')}</li>
              <li>
                <p className="mobile-menu__group" id="mobile-ministries">
                  {t('ministries')}
                </p>
                <ul className="mobile-menu__sublist" aria-labelledby="mobile-ministries">
                  {MINISTRY_ITEMS.map((item) => (
                    <li key={item.key}>{link(item, 'mobile-menu__link mobile-menu__sublink')}</li>
                  ))}
                </ul>
              </li>
              <li>{link(NAV.programs)}</li>
              <li>{link(NAV.sermons)}</li>
              <li>{link(NAV.testify)}</li>
              <li>{link(NAV.prayer)}</li>
              <li>{link(NAV.give)}</li>
              <li>{link(NAV.contactUs)}</li>
            </ul>
          </nav>

          <div className="mobile-menu__footer">
            <AccountMenuRows onChosen={close} />
            <ThemeToggle withLabel className="mobile-menu__tool" />
            <div className="mobile-menu__languages" role="group" aria-label={UI_TEXT.language}>
              {HEADER_LANGUAGES.map((language) => (
                <button
                  key={language.code}
                  type="button"
                  className="mobile-menu__tool"
                  lang={language.code}
                  aria-pressed={current === language.code}
                  onClick={() => {
                    chooseLanguage(language.code);
                  }}
                >
                  <span aria-hidden="true">{language.flag}</span>
                  {language.name}
                  {current === language.code ? <Check size={16} aria-hidden="true" /> : null}
                </button>
              ))}
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
