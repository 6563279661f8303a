import { ArrowLeft, MessagesSquare, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { MESSAGES } from '#shared/messages.js';
import type { AdminQuickChat } from '#shared/schemas/quick-chat.js';
import { Banner } from '#web/components/Banner.js';
import { Spinner } from '#web/components/Spinner.js';
import { formatChatTime } from '#web/lib/chat-time.js';
import { senderName, visitorName, visitorOf } from './quick-chat-names.js';
import { QuickChatReplyBox } from './QuickChatReplyBox.js';
import { useQuickChat, useReplyToQuickChat } from './api.js';

interface QuickChatConversationProps {
  id: string;
  /** The conversation as the list shows it, for the heading while the messages load. */
  summary: AdminQuickChat | undefined;
  onBack: () => void;
}

/** The right pane: Chat with the visitor, the messages, and the reply box. */
export function QuickChatConversation({ id, summary, onBack }: QuickChatConversationProps) {
  const chat = useQuickChat(id);
  const reply = useReplyToQuickChat();
  const [sendError, setSendError] = useState<string | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  // A failed load shows an empty conversation rather than an error: the panel stays usable
  // and the next poll tries again.
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
    <div className="quick-chat-inbox__pane">
      <header className="quick-chat-inbox__pane-head">
        <button
          type="button"
          className="quick-chat-inbox__back"
          onClick={onBack}
          aria-label="Back to Quick Chats"
        >
          <ArrowLeft aria-hidden="true" size={20} />
        </button>
        <div className="quick-chat-inbox__pane-titles">
          <h2 className="quick-chat-inbox__pane-title">Chat with {visitorName(participants)}</h2>
          {visitor?.email ? (
            <a className="quick-chat-inbox__pane-email" href={`mailto:${visitor.email}`}>
              {visitor.email}
            </a>
          ) : null}
        </div>
      </header>

      <div className="quick-chat-inbox__messages-scroll" ref={scroller}>
        {chat.isPending ? (
          <div className="quick-chat-inbox__center">
            <Spinner size={24} label="Loading messages" />
          </div>
        ) : count === 0 ? (
          <div className="quick-chat-inbox__center">
            <MessagesSquare aria-hidden="true" size={28} />
            <p>{MESSAGES.adminChat.noMessages}</p>
          </div>
        ) : (
          <ol className="quick-chat-inbox__messages" aria-label="Messages" aria-live="polite">
            {messages.map((message) => (
              <li
                key={message._id}
                className={`quick-chat-inbox__message ${
                  message.sender.isAdmin ? 'quick-chat-inbox__message--admin' : ''
                }`}
              >
                <p className="quick-chat-inbox__meta">
                  {message.sender.isAdmin ? (
                    <ShieldCheck
                      aria-hidden="true"
                      size={14}
                      className="quick-chat-inbox__admin-icon"
                    />
                  ) : null}
                  <span className="quick-chat-inbox__sender">{senderName(message.sender)}</span>
                  <time dateTime={message.createdAt}>{formatChatTime(message.createdAt)}</time>
                </p>
                <p className="quick-chat-inbox__text">{message.message}</p>
              </li>
            ))}
          </ol>
        )}
      </div>

      {sendError ? (
        <Banner
          tone="error"
          onDismiss={() => setSendError(null)}
          className="quick-chat-inbox__banner"
        >
          {sendError}
        </Banner>
      ) : null}
      <QuickChatReplyBox key={id} sending={reply.isPending} onSend={send} />
    </div>
  );
}
