import './login.css';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { MESSAGES } from '#shared/messages.js';
import { SITE_ROUTES } from '#shared/routes.js';
import { Banner } from '#web/components/Banner.js';
import { BrandMark } from '#web/components/BrandMark.js';
import { Skeleton } from '#web/components/Skeleton.js';
import { copyrightHolder, usePublicSettings } from '#web/features/settings/index.js';
import { usePageMeta } from '#web/features/page-meta/index.js';
import { ThemeToggle } from '#web/features/theme/index.js';
import { LoginForm } from './LoginForm.js';
import { StaffForgotPassword } from './StaffForgotPassword.js';
import { sessionEnded } from './login-state.js';

/** /admin/login: the media team's way in. */
export function LoginPage() {
  usePageMeta(SITE_ROUTES.adminLogin);
  const { settings, isLoading } = usePublicSettings();
  const location = useLocation();
  const [showSessionEnded, setShowSessionEnded] = useState(() => sessionEnded(location.state));
  const [forgot, setForgot] = useState(false);

  return (
    <main className="login">
      <div className="login__backdrop" aria-hidden="true" />
      <Link to="/" className="login__back">
        <ArrowLeft aria-hidden="true" size={16} />
        Back to website
      </Link>
      <ThemeToggle className="header-tool login__theme" />

      <div className="card login__card">
        <div className="login__head">
          <span className="login__mark">
            <BrandMark size={44} />
          </span>
          <h1 className="login__title">Admin Sign In</h1>
          <p className="login__subtitle">
            {isLoading ? <Skeleton width="12rem" /> : settings.siteName} · Church Management
          </p>
        </div>

        {showSessionEnded ? (
          <Banner
            tone="info"
            onDismiss={() => {
              setShowSessionEnded(false);
            }}
          >
            {MESSAGES.login.sessionEnded}
          </Banner>
        ) : null}

        {forgot ? (
          <StaffForgotPassword onBack={() => setForgot(false)} />
        ) : (
          <>
            <LoginForm demoCredentials={settings.demoCredentials} />
            <button type="button" className="login__forgot" onClick={() => setForgot(true)}>
              Forgot password?
            </button>
          </>
        )}

        <footer className="login__footer">
          <p className="login__zone">
            {isLoading ? <Skeleton width="14rem" /> : settings.church.zoneName}
          </p>
          <p className="login__copyright">
            {isLoading ? (
              <Skeleton width="6rem" />
            ) : (
              <>
                © {settings.church.copyright.year}
                {/* The zone name is the line above; another holder is named here. */}
                {copyrightHolder(settings.church) === settings.church.zoneName
                  ? null
                  : ` ${copyrightHolder(settings.church)}`}
              </>
            )}
          </p>
        </footer>
      </div>
    </main>
  );
}
