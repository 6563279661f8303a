import { useId, useState, type FormEvent } from 'react';
import { MESSAGES, formatMessage } from '#shared/messages.js';
import { Button } from '#web/components/Button.js';
import {
  EXAMPLE_EMAIL,
  formatIdentity,
  parseIdentity,
  type QuickChatIdentity,
} from './identity.js';

interface QuickChatIdentityFormProps {
  initial: QuickChatIdentity | null;
  onSave: (identity: QuickChatIdentity) => void;
  onCancel?: (() => void) | undefined;
}

/** Asks once for "Name <email>" before the first message, so the church knows whom to answer. */
export function QuickChatIdentityForm({ initial, onSave, onCancel }: QuickChatIdentityFormProps) {
  const [value, setValue] = useState(initial ? formatIdentity(initial) : '');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const hintId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = parseIdentity(value);
    if (result.ok) onSave(result.identity);
    else setError(result.error);
  };

  return (
    <form className="quick-chat__identity" onSubmit={submit} noValidate>
      <p className="quick-chat__prompt">{MESSAGES.quickChat.identityPrompt}</p>
      <label className="visually-hidden" htmlFor={inputId}>
        Your name and email
      </label>
      <input
        id={inputId}
        className="field__input quick-chat__input"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
        placeholder={`John Doe <${EXAMPLE_EMAIL}>`}
        autoComplete="off"
        spellCheck={false}
        maxLength={360}
        aria-invalid={error ? true : undefined}
        aria-describedby={hintId}
        // The panel was opened to chat: the first thing to do is type here.
        autoFocus
      />
      <p
        id={hintId}
        className={error ? 'quick-chat__error' : 'quick-chat__hint'}
        role={error ? 'alert' : undefined}
      >
        {error ?? formatMessage(MESSAGES.quickChat.format, { email: EXAMPLE_EMAIL })}
      </p>
      <div className="quick-chat__identity-actions">
        {onCancel ? (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" size="sm">
          Start chat
        </Button>
      </div>
    </form>
  );
}
