import './stream-alerts.css';
import { BellOff, BellRing, Play } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { SITE_ROUTES } from '#shared/routes.js';
import { Banner } from '#web/components/Banner.js';
import { Button } from '#web/components/Button.js';
import { ButtonLink } from '#web/components/ButtonLink.js';
import { errorMessage } from '#web/lib/api-client.js';
import { usePageMeta } from '#web/features/page-meta/index.js';
import { confirmStreamAlerts, unsubscribeFromStreamAlerts } from './stream-alerts-api.js';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const MODES = {
  confirm: {
    route: SITE_ROUTES.streamAlertsConfirm,
    icon: BellRing,
    title: 'Emails when we go live',
    text: 'Confirm your address, and we will email you each time one of our services goes live, with a link straight to it.',
    action: 'Yes, email me when we go live',
    send: confirmStreamAlerts,
  },
  unsubscribe: {
    route: SITE_ROUTES.streamAlertsUnsubscribe,
    icon: BellOff,
    title: 'Stop the live stream emails',
    text: 'You will no longer get an email when we go live. You can sign up again on the live page at any time.',
    action: 'Unsubscribe',
    send: unsubscribeFromStreamAlerts,
  },
} as const;

/**
 * The page an emailed link opens. It acts only on a click: link checkers that open every link
 * in an email (as some mail services do) neither confirm nor unsubscribe anyone.
 */
export function StreamAlertsLinkPage({ mode }: { mode: keyof typeof MODES }) {
  const { route, icon: Icon, title, text, action, send } = MODES[mode];
  usePageMeta(route);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const complete = TOKEN.test(token);

  const act = async () => {
    setFailure(null);
    setBusy(true);
    try {
      setDone(await send(token));
    } catch (error) {
      setFailure(errorMessage(error, 'That did not work. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="stream-alerts-page" aria-labelledby="stream-alerts-title">
      <div className="container">
        <div className="stream-alerts-page__card">
          <Icon aria-hidden="true" size={28} />
          <h1 id="stream-alerts-title" className="stream-alerts-page__title">
            {title}
          </h1>
          {done ? (
            <p className="stream-alerts-page__text" role="status">
              {done}
            </p>
          ) : complete ? (
            <p className="stream-alerts-page__text">{text}</p>
          ) : (
            <p className="stream-alerts-page__text" role="alert">
              This link is incomplete. Please open it again from the email, or copy the whole
              address into your browser.
            </p>
          )}
          {failure ? (
            <Banner tone="error" onDismiss={() => setFailure(null)}>
              {failure}
            </Banner>
          ) : null}
          <div className="stream-alerts-page__actions">
            {complete && !done ? (
              <Button busy={busy} onClick={() => void act()}>
                {action}
              </Button>
            ) : null}
            <ButtonLink
              to={SITE_ROUTES.liveStream.path}
              variant={done || !complete ? 'primary' : 'outline'}
            >
              <Play aria-hidden="true" size={16} />
              Watch Live
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}

export const StreamAlertsConfirmPage = () => <StreamAlertsLinkPage mode="confirm" />;
export const StreamAlertsUnsubscribePage = () => <StreamAlertsLinkPage mode="unsubscribe" />;
