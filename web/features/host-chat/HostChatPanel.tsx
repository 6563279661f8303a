import './host-chat.css';
import { SendHorizontal } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { HOST_CHAT_LIMITS } from '#shared/schemas/host-chat.js';
import { formatChatTime } from '#web/lib/chat-time.js';
import { errorMessage } from '#web/lib/api-client.js';
import { useHostChatMessages, usePostHostChatMessage } from './api.js';

interface HostChatPanelProps {
  streamId: string;
  /** Asked again this often while no event stream brings the messages. */
  pollMs: number | false;
}

/** The team's own chat beside a stream: only staff read it, and viewers never see it. */
export function HostChatPanel({ streamId, pollMs }: HostChatPanelProps) {
  const messages = useHostChatMessages(streamId, pollMs);
  const post = usePostHostChatMessage(streamId);
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const list = messages.data ?? [];
  const count = list.length;

  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [count]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed || post.isPending) return;
    setFailure(null);
    try {
      await post.mutateAsync(trimmed);
      setText('');
    } catch (error) {
      setFailure(errorMessage(error, 'Your message could not be sent.'));
    }
  };

  return (
    <section className="host-chat" aria-label="Team chat">
      <p className="host-chat__note">Only the team sees this chat.</p>
      <div className="host-chat__scroll" ref={scroller}>
        {count === 0 ? (
          <p className="host-chat__empty">
            {messages.isPending ? 'Loading…' : 'No messages yet. Coordinate with the team here.'}
          </p>
        ) : (
          <ol className="host-chat__messages" aria-label="Team messages" aria-live="polite">
            {list.map((message) => (
              <li key={message._id} className="host-chat__message">
                <p className="host-chat__meta">
                  <strong>{message.name}</strong>{' '}
                  <time dateTime={message.createdAt}>{formatChatTime(message.createdAt)}</time>
                </p>
                <p className="host-chat__text">{message.message}</p>
              </li>
            ))}
          </ol>
        )}
      </div>
      {failure ? (
        <p className="field__error" role="alert">
          {failure}
        </p>
      ) : null}
      <form className="host-chat__composer" onSubmit={(event) => void submit(event)}>
        <label className="visually-hidden" htmlFor={`host-chat-${streamId}`}>
          Message to the team
        </label>
        <input
          id={`host-chat-${streamId}`}
          className="field__input"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Message the team..."
          maxLength={HOST_CHAT_LIMITS.message}
          autoComplete="off"
        />
        <button
          type="submit"
          className="btn btn--primary btn--sm"
          disabled={!text.trim() || post.isPending}
          aria-label="Send to the team"
        >
          <SendHorizontal aria-hidden="true" size={18} />
        </button>
      </form>
    </section>
  );
}
