import { SendHorizontal } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { TEXT_LIMITS } from '#shared/limits.js';

interface QuickChatComposerProps {
  sending: boolean;
  /** Resolves true when the message went out, so the box is cleared only then. */
  onSend: (message: string) => Promise<boolean>;
}

/** The message box; Send is disabled while the text is empty or a message is on its way. */
export function QuickChatComposer({ sending, onSend }: QuickChatComposerProps) {
  const [text, setText] = useState('');
  const trimmed = text.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || sending) return;
    if (await onSend(trimmed)) setText('');
  };

  return (
    <form className="quick-chat__composer" onSubmit={(event) => void submit(event)}>
      <label className="visually-hidden" htmlFor="quick-chat-message">
        Message
      </label>
      <input
        id="quick-chat-message"
        className="field__input quick-chat__input"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Type your message..."
        maxLength={TEXT_LIMITS.chatMessage}
        autoComplete="off"
        autoFocus
      />
      <button
        type="submit"
        className="quick-chat__send"
        disabled={!trimmed || sending}
        aria-label="Send"
        aria-busy={sending || undefined}
      >
        <SendHorizontal aria-hidden="true" size={19} />
      </button>
    </form>
  );
}
