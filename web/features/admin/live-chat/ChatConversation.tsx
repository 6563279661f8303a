import { ArrowLeft, MessagesSquare, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { MESSAGES } from '../../../../shared/messages.js';
import type { AdminGeneralChat } from '../../../../shared/schemas/general-chat.js';
import { Banner } from '../../../components/Banner.js';
import { Spinner } from '../../../components/Spinner.js';
import { formatChatTime } from '../../../lib/chat-time.js';
import { senderName, visitorName, visitorOf } from './chat-names.js';
import { ChatReplyBox } from './ChatReplyBox.js';
import { useGeneralChat } from './get-general-chat.js';
import { useReplyToGeneralChat } from './reply-to-general-chat.js';

interface ChatConversationProps {
  id: string;
  /** The conversation as the list shows it, for the heading while the messages load. */
  summary: AdminGeneralChat | undefined;
  onBack: () => void;
}

/** The right pane: Chat with the visitor, the messages, and the reply box. */
export function ChatConversation({ id, summary, onBack }: ChatConversationProps) {
  const chat = useGeneralChat(id);
  const reply = useReplyToGeneralChat();
  const [sendError, setSendError] = useState<string | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  // A failed load shows an empty conversation rather than an error (spec section 8).
  const messages = chat.isError ? [] : (chat.data?.messages ?? []);
  const participants = chat.isError ? [] : (chat.data?.participants ?? summary?.participants ?? []);
  const visitor = visitorOf(participants);
  const count = messages.length;

  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [count, id]);

  const send = async (message: string) => {
    setSendError(null);
    try {
      await reply.mutateAsync({ id, message });
      return true;
    } catch {
      setSendError(MESSAGES.adminChat.sendFailed);
      return false;
    }
  };

  return (
    <div className="live-chat__pane">
      <header className="live-chat__pane-head">
        <button
          type="button"
          className="live-chat__back"
          onClick={onBack}
          aria-label="Back to Quick Chats"
        >
          <ArrowLeft aria-hidden="true" size={20} />
        </button>
        <div className="live-chat__pane-titles">
          <h2 className="live-chat__pane-title">Chat with {visitorName(participants)}</h2>
          {visitor?.email ? (
            <a className="live-chat__pane-email" href={`mailto:${visitor.email}`}>
              {visitor.email}
            </a>
          ) : null}
        </div>
      </header>

      <div className="live-chat__messages-scroll" ref={scroller}>
        {chat.isPending ? (
          <div className="live-chat__center">
            <Spinner size={24} label="Loading messages" />
          </div>
        ) : count === 0 ? (
          <div className="live-chat__center">
            <MessagesSquare aria-hidden="true" size={28} />
            <p>{MESSAGES.adminChat.noMessages}</p>
          </div>
        ) : (
          <ol className="live-chat__messages" aria-label="Messages" aria-live="polite">
            {messages.map((message) => (
              <li
                key={message._id}
                className={`live-chat__message ${
                  message.sender.isAdmin ? 'live-chat__message--admin' : ''
                }`}
              >
                <p className="live-chat__meta">
                  {message.sender.isAdmin ? (
                    <ShieldCheck aria-hidden="true" size={14} className="live-chat__admin-icon" />
                  ) : null}
                  <span className="live-chat__sender">{senderName(message.sender)}</span>
                  <time dateTime={message.createdAt}>{formatChatTime(message.createdAt)}</time>
                </p>
                <p className="live-chat__text">{message.message}</p>
              </li>
            ))}
          </ol>
        )}
      </div>

      {sendError ? (
        <Banner tone="error" onDismiss={() => setSendError(null)} className="live-chat__banner">
          {sendError}
        </Banner>
      ) : null}
      <ChatReplyBox key={id} sending={reply.isPending} onSend={send} />
    </div>
  );
}
