import './push.css';
import { Bell, BellRing, Mail } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { PUSH_SERVICE_REMINDER_MINUTES, PUSH_TEXTS, type PushTopic } from '#shared/push.js';
import { Button } from '#web/components/Button.js';
import { OpenedOnce } from '#web/components/modal/OpenedOnce.js';
import { EmailAlertsDialog } from './email-alerts-dialog-on-demand.js';
import { usePushSubscription } from './use-push-subscription.js';

/** What "Notify me" asks for: the stream going live, and a reminder before each service. */
const LIVE_TOPICS: readonly PushTopic[] = ['go-live', 'service-reminder'];

export const NOTIFY_ME_TEXTS = {
  hint: `On this device: when we go live, and ${String(PUSH_SERVICE_REMINDER_MINUTES)} minutes before each service.`,
  on: 'Notifications on. We will let you know when we go live.',
  off: 'Notifications off for our services.',
  unsupported: 'This browser cannot show notifications from this site. We can email you instead.',
  blocked:
    'Notifications from this site are blocked in this browser’s settings. We can email you instead.',
  emailInstead: 'Email me instead',
  turnOff: 'Turn off',
  turnOffName: 'Turn off notifications',
} as const;

interface NotifyMeProps {
  /** The line above the button; each place words it for itself. */
  label?: string;
  className?: string;
}

type Result = { tone: 'success' | 'error'; text: string };

/**
 * "Notify me": one tap subscribes this browser to the go-live and service-reminder
 * notifications, and the control then says they are on, with a way to turn them off. Where the
 * browser cannot have them, the go-live emails' sign-up opens instead, and stays offered beside.
 * The push code loads on the first tap (or once notifications were allowed here).
 */
export function NotifyMe({ label, className }: NotifyMeProps) {
  const id = useId();
  const push = usePushSubscription();
  const [result, setResult] = useState<Result | null>(null);
  const [email, setEmail] = useState<{ open: boolean; reason: string | null }>({
    open: false,
    reason: null,
  });
  const row = useRef<HTMLDivElement>(null);
  // After a tap changes the row, the focus goes to its new first button, not to the page.
  const refocus = useRef(false);
  const topics = push.subscription?.topics ?? [];
  const on = topics.includes('go-live');

  const save = async (next: PushTopic[], done: string) => {
    setResult(null);
    // Set before the call: the row changes as soon as the saved topics are held.
    refocus.current = true;
    try {
      await push.save.mutateAsync(next);
      setResult({ tone: 'success', text: done });
    } catch (error) {
      refocus.current = false;
      // The hook's failures are worded for the visitor.
      setResult({ tone: 'error', text: (error as Error).message });
    }
  };
  const turnOn = () => {
    // No notifications to be had here (or this site was blocked): the emails are.
    if (!push.supported || push.permission === 'denied') {
      const reason = push.supported ? NOTIFY_ME_TEXTS.blocked : NOTIFY_ME_TEXTS.unsupported;
      setEmail({ open: true, reason });
      return;
    }
    void save([...new Set([...topics, ...LIVE_TOPICS])], NOTIFY_ME_TEXTS.on);
  };
  const turnOff = () =>
    void save(
      topics.filter((topic) => !LIVE_TOPICS.includes(topic)),
      NOTIFY_ME_TEXTS.off,
    );
  const busy = push.save.isPending || push.loading;
  useEffect(() => {
    // A busy button is disabled, and a disabled button takes no focus: once the saving is over.
    if (!refocus.current || busy) return;
    refocus.current = false;
    row.current?.querySelector('button')?.focus();
  }, [on, busy]);

  return (
    <div className={['notify-me', className ?? ''].join(' ').trim()}>
      {label ? (
        <p className="notify-me__label" id={`${id}-label`}>
          <BellRing aria-hidden="true" size={16} /> {label}
        </p>
      ) : null}
      <div className="notify-me__row" ref={row}>
        {on ? (
          <>
            <p className="notify-me__on">
              <BellRing aria-hidden="true" size={18} /> {PUSH_TEXTS.notifyOn}
            </p>
            <Button
              variant="ghost"
              size="sm"
              busy={busy}
              aria-label={NOTIFY_ME_TEXTS.turnOffName}
              onClick={turnOff}
            >
              {NOTIFY_ME_TEXTS.turnOff}
            </Button>
          </>
        ) : (
          <>
            <Button
              busy={busy}
              onClick={turnOn}
              aria-describedby={result ? undefined : `${id}-hint`}
            >
              {busy ? null : <Bell aria-hidden="true" size={18} />} {PUSH_TEXTS.notifyMe}
            </Button>
            <Button
              variant="ghost"
              className="notify-me__email"
              onClick={() => setEmail({ open: true, reason: null })}
            >
              <Mail aria-hidden="true" size={18} /> {NOTIFY_ME_TEXTS.emailInstead}
            </Button>
          </>
        )}
      </div>
      {/* Always present, so what a tap did is read out when it changes. */}
      <p
        className={
          result?.tone === 'error' ? 'field__error notify-me__result' : 'notify-me__result'
        }
        role="status"
      >
        {result?.text}
      </p>
      {on || result ? null : (
        <p className="notify-me__hint" id={`${id}-hint`}>
          {NOTIFY_ME_TEXTS.hint}
        </p>
      )}
      <OpenedOnce open={email.open}>
        <EmailAlertsDialog
          open={email.open}
          onOpenChange={(open) => setEmail((current) => ({ ...current, open }))}
          reason={email.reason}
        />
      </OpenedOnce>
    </div>
  );
}
