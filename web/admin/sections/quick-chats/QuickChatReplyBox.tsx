import { SendHorizontal } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { TEXT_LIMITS } from '#shared/limits.js';
import { MESSAGES } from '#shared/messages.js';
import { Button } from '#web/components/Button.js';

interface QuickChatReplyBoxProps {
  sending: boolean;
  /** Resolves true when the reply went out, so the box is cleared only then. */
  onSend: (message: string) => Promise<boolean>;
}

/** The admin's answer; sent only when something is left after trimming. */
export function QuickChatReplyBox({ sending, onSend }: QuickChatReplyBoxProps) {
  const [text, setText] = useState('');
  const trimmed = text.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || sending) return;
    if (await onSend(trimmed)) setText('');
  };

  return (
    <form className="quick-chat-inbox__reply" onSubmit={(event) => void submit(event)}>
      <label className="visually-hidden" htmlFor="quick-chat-inbox-reply">
        Reply
      </label>
      <textarea
        id="quick-chat-inbox-reply"
        className="field__input quick-chat-inbox__reply-input"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Enter sends, Shift+Enter starts a new line, as in most chat tools.
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }
        }}
        placeholder={MESSAGES.adminChat.replyPlaceholder}
        maxLength={TEXT_LIMITS.chatMessage}
        rows={2}
      />
      <Button type="submit" busy={sending} disabled={!trimmed}>
        {sending ? null : <SendHorizontal aria-hidden="true" size={18} />}
        Send
      </Button>
    </form>
  );
}
