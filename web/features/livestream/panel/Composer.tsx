import { Send } from 'lucide-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { TEXT_LIMITS } from '#shared/limits.js';
import { Button } from '#web/components/Button.js';

interface ComposerProps {
  id: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  busy: boolean;
  /** Resolves true when sent, so the box empties only then. */
  onSend: (text: string) => Promise<boolean>;
  maxLength?: number;
  /** Slow mode: the seconds before the next message may go, shown on the send button. */
  waitSeconds?: number;
  /** Why nothing may be sent now ("Chat opens at 7:30 AM"): the box is disabled and says so. */
  closedNotice?: string | null;
}

/** The box at the bottom of a tab: always within reach, sends trimmed non-empty text. */
export function Composer({
  id,
  label,
  placeholder,
  submitLabel,
  busy,
  onSend,
  maxLength = TEXT_LIMITS.chatMessage,
  waitSeconds = 0,
  closedNotice = null,
}: ComposerProps) {
  const [text, setText] = useState('');
  const trimmed = text.trim();
  const waiting = waitSeconds > 0;

  const send = async () => {
    if (!trimmed || busy || waiting || closedNotice) return;
    if (await onSend(trimmed)) setText('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter starts a new line; an input method's Enter only ends its composition.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <form className="composer" onSubmit={submit}>
      {closedNotice ? (
        <p id={`${id}-closed`} className="composer__closed" role="status">
          {closedNotice}
        </p>
      ) : null}
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <span id={`${id}-keys`} className="visually-hidden">
        Enter sends, Shift+Enter adds a new line.
      </span>
      <textarea
        id={id}
        className="field__input composer__input"
        rows={1}
        aria-describedby={closedNotice ? `${id}-closed` : `${id}-keys`}
        placeholder={closedNotice ? '' : placeholder}
        disabled={closedNotice !== null}
        value={text}
        maxLength={maxLength}
        onChange={(event) => {
          setText(event.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      <Button
        type="submit"
        className="composer__send"
        disabled={!trimmed || waiting || closedNotice !== null}
        busy={busy}
        aria-label={waiting ? `${submitLabel}: wait ${String(waitSeconds)} seconds` : submitLabel}
      >
        {busy || waiting ? null : <Send aria-hidden="true" size={18} />}
        {waiting ? (
          <span className="composer__wait" data-testid="slow-mode-wait">
            {waitSeconds}s
          </span>
        ) : (
          <span className="composer__send-label">{submitLabel}</span>
        )}
      </Button>
    </form>
  );
}
