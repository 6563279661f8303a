import { BellRing, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { PUSH_TOPIC_LABELS, PUSH_TOPICS } from '#shared/push.js';
import { Banner } from '#web/components/Banner.js';
import { Button } from '#web/components/Button.js';
import { Spinner } from '#web/components/Spinner.js';
import { SettingsSection } from '#web/admin/kit/index.js';
import { usePushSubscription, usePushTest } from '#web/features/push/index.js';
import { errorMessage } from '#web/lib/api-client.js';
import { usePushSubscriberCounts } from './api.js';

export const PUSH_PANEL_TEXTS = {
  title: 'Push subscribers',
  total: 'Browsers subscribed',
  test: 'Send a test notification to this browser',
  sent: 'Test notification sent',
  unsupported: 'This browser cannot receive push notifications, so it cannot be sent a test.',
} as const;

/**
 * Settings > Notifications: how many browsers take push notifications, per topic, and a test
 * sent to the staff member's own browser (subscribed for it, keeping any topics it had).
 */
export function PushSubscribersPanel() {
  const id = useId();
  const counts = usePushSubscriberCounts();
  const push = usePushSubscription();
  const test = usePushTest();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const sendTest = async () => {
    setResult(null);
    try {
      await test.mutateAsync();
      setResult({ tone: 'success', text: PUSH_PANEL_TEXTS.sent });
    } catch (error) {
      // The hook's failures are worded for the reader.
      setResult({ tone: 'error', text: (error as Error).message });
    }
  };
  const unsupported = push.hydrated && !push.supported;

  return (
    <SettingsSection
      icon={<BellRing aria-hidden="true" size={20} />}
      title={PUSH_PANEL_TEXTS.title}
    >
      {counts.isPending ? (
        <Spinner size={20} />
      ) : counts.isError ? (
        <Banner tone="error">
          {errorMessage(counts.error, 'Could not load the push subscribers.')}
        </Banner>
      ) : (
        <dl className="push-counts">
          <div className="push-counts__row push-counts__row--total">
            <dt>{PUSH_PANEL_TEXTS.total}</dt>
            <dd>{counts.data.total}</dd>
          </div>
          {PUSH_TOPICS.map((topic) => (
            <div key={topic} className="push-counts__row">
              <dt>{PUSH_TOPIC_LABELS[topic]}</dt>
              <dd>{counts.data.topics[topic]}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="push-test">
        <Button
          variant="outline"
          busy={test.isPending}
          disabled={!push.supported}
          aria-describedby={unsupported ? `${id}-reason` : undefined}
          onClick={() => void sendTest()}
        >
          <Send aria-hidden="true" size={16} /> {PUSH_PANEL_TEXTS.test}
        </Button>
        {unsupported ? (
          <p id={`${id}-reason`} className="two-factor__text">
            {PUSH_PANEL_TEXTS.unsupported}
          </p>
        ) : null}
        <p
          className={
            result?.tone === 'error'
              ? 'field__error push-test__result'
              : 'two-factor__text push-test__result'
          }
          role="status"
        >
          {result?.text}
        </p>
      </div>
    </SettingsSection>
  );
}
