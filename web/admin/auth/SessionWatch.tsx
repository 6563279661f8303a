import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ADMIN_SESSION_LIMITS } from '#shared/limits.js';
import { MESSAGES } from '#shared/messages.js';
import { Button } from '#web/components/Button.js';
import { Modal } from '#web/components/modal/Modal.js';
import { usePublicSettings } from '#web/features/settings/index.js';
import { adminKeys, getAdminSession } from './api.js';
import { LoginForm } from './LoginForm.js';
import { sessionWatch, useSessionWatch } from './session-watch-store.js';

/** Typing or clicking renews the session, at most this often (the server's renewal pace). */
const ACTIVITY_RENEW_MS = ADMIN_SESSION_LIMITS.maxRenewIntervalMs;

/** Any admin call renews the session; asking who is signed in is the lightest one. */
const renewSession = () => getAdminSession().catch(() => undefined);

interface SessionWatchProps {
  username: string;
  onSignOut: () => void;
}

/**
 * Keeps an open panel's session alive while the admin works, warns before an idle end, and once
 * the session has ended asks to sign in again in a dialog over the page: the page stays mounted,
 * so whatever was typed in forms and replies is still there afterwards.
 */
export function SessionWatch({ username, onSignOut }: SessionWatchProps) {
  const { endsAt, span, ended } = useSessionWatch();
  // The end the warning was raised for: a renewal moves the end, which puts the warning away.
  const [warnedFor, setWarnedFor] = useState<number | null>(null);
  const warning = warnedFor !== null && warnedFor === endsAt;
  const [renewing, setRenewing] = useState(false);
  const lastRenewal = useRef(0);
  const queryClient = useQueryClient();
  const { settings } = usePublicSettings();

  useEffect(() => {
    sessionWatch.setPanelOpen(true);
    return () => sessionWatch.setPanelOpen(false);
  }, []);

  // The admin's own typing and clicking count as activity; background polls do not.
  useEffect(() => {
    const onActivity = () => {
      if (ended || Date.now() - lastRenewal.current < ACTIVITY_RENEW_MS) return;
      lastRenewal.current = Date.now();
      void renewSession();
    };
    document.addEventListener('keydown', onActivity, true);
    document.addEventListener('pointerdown', onActivity, true);
    return () => {
      document.removeEventListener('keydown', onActivity, true);
      document.removeEventListener('pointerdown', onActivity, true);
    };
  }, [ended]);

  // Warn shortly before the end (on a short timeout, halfway), and end when the time is up.
  useEffect(() => {
    if (endsAt === null || ended) return;
    const lead = Math.min(ADMIN_SESSION_LIMITS.warningMs, span / 2);
    const now = Date.now();
    const warn = setTimeout(() => setWarnedFor(endsAt), Math.max(0, endsAt - lead - now));
    const end = setTimeout(() => sessionWatch.ended(), Math.max(0, endsAt - now));
    return () => {
      clearTimeout(warn);
      clearTimeout(end);
    };
  }, [endsAt, span, ended]);

  const staySignedIn = () => {
    setRenewing(true);
    lastRenewal.current = Date.now();
    void renewSession().finally(() => setRenewing(false));
  };

  return (
    <>
      <Modal
        open={warning && !ended}
        onOpenChange={(open) => {
          if (!open) staySignedIn();
        }}
        title={MESSAGES.login.idleWarningTitle}
        description={MESSAGES.login.idleWarning}
        size="sm"
        busy={renewing}
        footer={
          <>
            <Button variant="ghost" onClick={onSignOut} disabled={renewing}>
              Logout
            </Button>
            <Button onClick={staySignedIn} busy={renewing}>
              {MESSAGES.login.staySignedIn}
            </Button>
          </>
        }
      >
        {null}
      </Modal>
      <Modal
        open={ended}
        // Closing would leave a panel that cannot save anything: signing in is the way on.
        onOpenChange={() => undefined}
        busy
        title={MESSAGES.login.signInAgainTitle}
        description={MESSAGES.login.signInAgain}
        size="sm"
      >
        <LoginForm
          demoCredentials={settings.demoCredentials}
          username={username}
          onSignedIn={() => {
            // Lists refetch with the new token; open forms keep their values.
            void queryClient.invalidateQueries({ queryKey: adminKeys.all });
          }}
        />
      </Modal>
    </>
  );
}
