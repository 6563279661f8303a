import { useId, useState } from 'react';
import { PUSH_TOPIC_LABELS, PUSH_TOPICS, type PushTopic } from '#shared/push.js';
import { Banner } from '#web/components/Banner.js';
import { Button } from '#web/components/Button.js';
import { PUSH_ERRORS, usePushSubscription } from '#web/features/push/index.js';

export const PUSH_SECTION_TEXTS = {
  title: 'Notifications on this device',
  unsupported:
    'This browser cannot show notifications from this site. Turn on Go-live emails under Emails and sign-in to hear from us by email instead.',
  lead: 'Choose what this browser tells you about. Each phone or computer has its own choice.',
  save: 'Save notifications',
  saved: 'Notifications on this device are saved.',
  off: 'Notifications on this device are off.',
  loadFailed: 'Your notifications on this device could not be loaded. Please reload the page.',
} as const;

type Note = { tone: 'success' | 'error'; text: string };

/** The topics this browser is subscribed to, saved to its push subscription (none: unsubscribed). */
export function PushSection() {
  const uid = useId();
  const push = usePushSubscription();
  const [note, setNote] = useState<Note | null>(null);
  const held = push.subscription?.topics ?? [];

  const save = async (topics: PushTopic[]) => {
    setNote(null);
    try {
      await push.save.mutateAsync(topics);
      setNote({
        tone: 'success',
        text: topics.length > 0 ? PUSH_SECTION_TEXTS.saved : PUSH_SECTION_TEXTS.off,
      });
    } catch (error) {
      // The hook's failures are worded for the member.
      setNote({ tone: 'error', text: (error as Error).message });
    }
  };

  let body;
  if (!push.hydrated || push.loading) {
    body = <p className="account__muted">Checking this browser…</p>;
  } else if (push.loadError) {
    body = <p className="account__muted">{PUSH_SECTION_TEXTS.loadFailed}</p>;
  } else if (!push.supported) {
    body = <p className="account__muted">{PUSH_SECTION_TEXTS.unsupported}</p>;
  } else {
    body = (
      // Remounted with what is saved, so the boxes start from it.
      <PushTopicsForm
        key={held.join(' ')}
        initial={held}
        saving={push.save.isPending}
        blocked={push.permission === 'denied'}
        onSave={(topics) => void save(topics)}
      />
    );
  }

  return (
    <section className="card account__section" aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`} className="account__title">
        {PUSH_SECTION_TEXTS.title}
      </h2>
      {body}
      {note ? (
        <Banner tone={note.tone} onDismiss={() => setNote(null)}>
          {note.text}
        </Banner>
      ) : null}
    </section>
  );
}

function PushTopicsForm({
  initial,
  saving,
  blocked,
  onSave,
}: {
  initial: PushTopic[];
  saving: boolean;
  blocked: boolean;
  onSave: (topics: PushTopic[]) => void;
}) {
  const [chosen, setChosen] = useState<ReadonlySet<PushTopic>>(() => new Set(initial));
  const toggle = (topic: PushTopic, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(topic);
      else next.delete(topic);
      return next;
    });

  return (
    <form
      className="account__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // In the list's own order, whatever order they were ticked in.
        onSave(PUSH_TOPICS.filter((topic) => chosen.has(topic)));
      }}
    >
      <p className="account__muted">{PUSH_SECTION_TEXTS.lead}</p>
      {blocked ? <p className="account__muted">{PUSH_ERRORS.denied}</p> : null}
      <fieldset className="account__topics">
        <legend className="visually-hidden">Notify me on this device</legend>
        {PUSH_TOPICS.map((topic) => (
          <label key={topic} className="check">
            <input
              type="checkbox"
              checked={chosen.has(topic)}
              onChange={(event) => toggle(topic, event.currentTarget.checked)}
            />
            {PUSH_TOPIC_LABELS[topic]}
          </label>
        ))}
      </fieldset>
      <div className="account__actions">
        <Button type="submit" busy={saving}>
          {PUSH_SECTION_TEXTS.save}
        </Button>
      </div>
    </form>
  );
}
