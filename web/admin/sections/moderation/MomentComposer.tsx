import { useState, type FormEvent } from 'react';
import {
  MOMENT_DEFAULT_OPEN_SECONDS,
  MOMENT_KINDS,
  MOMENT_LIMITS,
  MOMENT_MAX_OPEN_SECONDS,
  type MomentBody,
  type MomentKind,
} from '#shared/schemas/moments.js';
import { Button } from '#web/components/Button.js';
import { errorMessage, isApiError } from '#web/lib/api-client.js';
import { CheckboxField, FormField, MOMENT_KIND_LABELS } from '#web/admin/kit/index.js';
import { usePostMoment } from './moments-api.js';

const DEFAULT_MINUTES = String(MOMENT_DEFAULT_OPEN_SECONDS / 60);
const MAX_MINUTES = MOMENT_MAX_OPEN_SECONDS / 60;

interface Draft {
  kind: MomentKind;
  title: string;
  text: string;
  actionLabel: string;
  actionUrl: string;
  askContact: boolean;
  minutes: string;
}

const EMPTY: Draft = {
  kind: 'salvation',
  title: '',
  text: '',
  actionLabel: '',
  actionUrl: '',
  askContact: false,
  minutes: DEFAULT_MINUTES,
};

/** The body as the route takes it: empty words left out, a next step's button only for it. */
function momentBody(draft: Draft): MomentBody {
  const minutes = Number(draft.minutes);
  return {
    kind: draft.kind,
    askContact: draft.askContact,
    ...(draft.title.trim() ? { title: draft.title.trim() } : {}),
    ...(draft.text.trim() ? { text: draft.text.trim() } : {}),
    ...(draft.kind === 'next-step' && draft.actionLabel.trim()
      ? { actionLabel: draft.actionLabel.trim() }
      : {}),
    ...(draft.kind === 'next-step' && draft.actionUrl.trim()
      ? { actionUrl: draft.actionUrl.trim() }
      : {}),
    ...(draft.minutes.trim() && Number.isFinite(minutes)
      ? { openSeconds: Math.round(minutes * 60) }
      : {}),
  };
}

/** "Post a moment": the card every viewer of the stream sees over the chat at once. */
export function MomentComposer({ streamId }: { streamId: string }) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const post = usePostMoment(streamId);
  const set = <Field extends keyof Draft>(field: Field, value: Draft[Field]) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setErrors({});
    post.mutate(
      { streamId, body: momentBody(draft) },
      {
        onSuccess: () => {
          setDraft(EMPTY);
          setNotice('Moment posted: every viewer sees it now.');
        },
        onError: (error) => {
          if (isApiError(error) && error.errors) setErrors(error.errors);
          setNotice(errorMessage(error, 'Failed to post the moment'));
        },
      },
    );
  };
  const nextStep = draft.kind === 'next-step';
  return (
    <form className="moment-composer" onSubmit={submit} aria-label="Post a moment" noValidate>
      <h3 className="moment-composer__heading">Post a moment</h3>
      <FormField id="moment-kind" label="Kind" error={errors.kind}>
        <select
          id="moment-kind"
          className="field__input"
          value={draft.kind}
          onChange={(event) => set('kind', event.currentTarget.value as MomentKind)}
        >
          {MOMENT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {MOMENT_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="moment-title" label="Title (optional)" error={errors.title}>
        <input
          id="moment-title"
          className="field__input"
          maxLength={MOMENT_LIMITS.title}
          value={draft.title}
          onChange={(event) => set('title', event.currentTarget.value)}
        />
      </FormField>
      <FormField id="moment-text" label="Text (optional)" error={errors.text}>
        <textarea
          id="moment-text"
          className="field__input"
          rows={2}
          maxLength={MOMENT_LIMITS.text}
          value={draft.text}
          onChange={(event) => set('text', event.currentTarget.value)}
        />
      </FormField>
      {nextStep ? (
        <>
          <FormField id="moment-action-label" label="Button label" error={errors.actionLabel}>
            <input
              id="moment-action-label"
              className="field__input"
              maxLength={MOMENT_LIMITS.actionLabel}
              placeholder="Join Foundation School"
              value={draft.actionLabel}
              onChange={(event) => set('actionLabel', event.currentTarget.value)}
            />
          </FormField>
          <FormField id="moment-action-url" label="Button link" error={errors.actionUrl}>
            <input
              id="moment-action-url"
              className="field__input"
              maxLength={MOMENT_LIMITS.actionUrl}
              placeholder="/foundationSchool"
              value={draft.actionUrl}
              onChange={(event) => set('actionUrl', event.currentTarget.value)}
            />
          </FormField>
        </>
      ) : null}
      <FormField id="moment-minutes" label="Open for (minutes)" error={errors.openSeconds}>
        <input
          id="moment-minutes"
          className="field__input"
          type="number"
          min={1}
          max={MAX_MINUTES}
          step={1}
          value={draft.minutes}
          onChange={(event) => set('minutes', event.currentTarget.value)}
        />
      </FormField>
      <CheckboxField
        id="moment-ask-contact"
        label="Ask for contact details"
        hint="Name, email, phone and a note, all optional; answers with them go to Follow-up."
        checked={draft.askContact}
        onChange={(event) => set('askContact', event.currentTarget.checked)}
      />
      <div className="moment-composer__actions">
        <Button type="submit" size="sm" busy={post.isPending}>
          Post moment
        </Button>
        {notice ? (
          <p role="status" className="room-controls__notice">
            {notice}
          </p>
        ) : null}
      </div>
    </form>
  );
}
