import { useState } from 'react';
import { useLocation } from 'react-router';
import { MESSAGES } from '#shared/messages.js';
import { SITE_ROUTES } from '#shared/routes.js';
import { Banner } from '#web/components/Banner.js';
import { Skeleton } from '#web/components/Skeleton.js';
import { copyrightHolder, usePublicSettings } from '#web/features/settings/index.js';
import { usePageMeta } from '#web/features/page-meta/index.js';
import { LoginForm } from './LoginForm.js';
import { SignInFrame } from './SignInFrame.js';
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
    <SignInFrame
      title="Admin Sign In"
      subtitle={
        <>{isLoading ? <Skeleton width="12rem" /> : settings.siteName} · Church Management</>
      }
    >
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
    </SignInFrame>
  );
}
