import { Outlet } from 'react-router';
import { InstallPrompt } from '#web/features/install-prompt/index.js';
import { QuickChat } from '#web/features/quick-chat/index.js';
import { publicLive } from '#web/lib/live/index.js';
import { HydrateLater } from '#web/lib/staged-hydration.js';
import { Footer } from './Footer.js';
import { Header } from './Header.js';

/** The public pages: header, the page, footer, sharing one live event stream; the install offer. */
export function SiteLayout() {
  return (
    <publicLive.LiveProvider>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {/* Hydrated in stages, one task each: the header first (decision 0165). */}
      <HydrateLater>
        <Header />
      </HydrateLater>
      <HydrateLater>
        <main id="main" className="site-main" tabIndex={-1}>
          <Outlet />
        </main>
      </HydrateLater>
      <HydrateLater>
        <Footer />
      </HydrateLater>
      <QuickChat />
      {/* Public pages only: the panel is the team's, never offered as an app. */}
      <InstallPrompt />
    </publicLive.LiveProvider>
  );
}
