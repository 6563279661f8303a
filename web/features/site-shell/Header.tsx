import './site-header.css';
import { LAYOUT } from '#shared/constants.js';
import { ThemeToggle } from '#web/features/theme/index.js';
import { AccountMenu } from './AccountMenu.js';
import { DesktopNav } from './DesktopNav.js';
import { LanguageMenu } from './LanguageMenu.js';
import { MemberSignInHost } from './member-sign-in.js';
import { MobileMenu } from './MobileMenu.js';
import { SiteBrand } from './SiteBrand.js';
import { useScrolledPast } from './use-scrolled-past.js';

/** Fixed 80px header: transparent over the hero, solid with a soft shadow after 50px of scroll. */
export function Header() {
  const scrolled = useScrolledPast(LAYOUT.headerScrollThresholdPx);
  return (
    <header className="site-header" data-scrolled={scrolled}>
      <div className="container site-header__inner">
        <SiteBrand />
        <DesktopNav />
        <div className="site-header__tools">
          <LanguageMenu />
          <ThemeToggle className="header-tool" />
          <AccountMenu />
        </div>
        <MobileMenu />
        <MemberSignInHost />
      </div>
    </header>
  );
}
