import { MessageCircleHeart, ShieldCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { MESSAGES } from '#shared/messages.js';
import type { QuickChatMessage } from '#shared/schemas/quick-chat.js';
import { Spinner } from '#web/components/Spinner.js';
import { formatChatTime } from '#web/lib/chat-time.js';

interface QuickChatMessagesProps {
  messages: QuickChatMessage[];
  ownEmail: string;
  loading: boolean;
}

const isOwn = (message: QuickChatMessage, ownEmail: string) =>
  !message.sender.isAdmin && message.sender.email.toLowerCase() === ownEmail.toLowerCase();

/** The conversation: the visitor's messages on the right, the church's with the admin icon. */
export function QuickChatMessages({ messages, ownEmail, loading }: QuickChatMessagesProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const count = messages.length;

  // Keep the newest message in view as the conversation grows (the panel scrolls, not the page).
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [count]);

  if (loading && count === 0) {
    return (
      <div className="quick-chat__center">
        <Spinner size={22} label="Loading messages" />
      </div>
    );
  }
  if (count === 0) {
    return (
      <div className="quick-chat__center quick-chat__empty">
        <MessageCircleHeart aria-hidden="true" size={30} />
        <p>{MESSAGES.quickChat.empty}</p>
      </div>
    );
  }
  return (
    <div className="quick-chat__scroll" ref={scroller}>
      <ol className="quick-chat__messages" aria-label="Messages" aria-live="polite">
        {messages.map((message) => {
          const own = isOwn(message, ownEmail);
          const name = message.sender.isAdmin
            ? message.sender.name || 'Admin'
            : message.sender.name;
          return (
            <li
              key={message._id}
              className={`quick-chat__message ${own ? 'quick-chat__message--own' : ''} ${
                message.sender.isAdmin ? 'quick-chat__message--admin' : ''
              }`}
            >
              <p className="quick-chat__meta">
                {message.sender.isAdmin ? (
                  <ShieldCheck
                    className="quick-chat__admin-icon"
                    size={14}
                    aria-label="Church team"
                    role="img"
                  />
                ) : null}
                <span className="quick-chat__sender">{own ? 'You' : name}</span>
                <time dateTime={message.createdAt}>{formatChatTime(message.createdAt)}</time>
              </p>
              <p className="quick-chat__bubble-text">{message.message}</p>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
