import { MessageCircle } from 'lucide-react';
import { useId } from 'react';
import { QUICK_CHAT_LINK_PREFIX } from '#shared/constants.js';
import type { AccountQuickChat } from '#shared/schemas/account.js';
import { dateFormat } from '#web/lib/date-format.js';

/** Opens the conversation in the Quick Chat panel every page has (it listens for this link). */
function openConversation(chatId: string) {
  window.location.hash = `${QUICK_CHAT_LINK_PREFIX.slice(1)}${chatId}`;
}

/** The conversations the member started signed in, with replies they have not read. */
export function QuickChatsSection({
  chats,
  loading,
  failed,
}: {
  chats: readonly AccountQuickChat[];
  loading: boolean;
  failed: boolean;
}) {
  const titleId = useId();
  const date = dateFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  let body;
  if (loading) body = <p className="account__muted">Loading your conversations…</p>;
  else if (failed) body = <p className="account__muted">Your conversations could not be loaded.</p>;
  else if (chats.length === 0) {
    body = (
      <p className="account__muted">
        No conversations yet. The chat button at the corner of every page reaches the church
        privately.
      </p>
    );
  } else {
    body = (
      <ul className="account__list">
        {chats.map((chat) => (
          <li key={chat._id} className="account__item account__chat">
            <div className="account__chat-text">
              <p className="account__muted">
                Started{' '}
                <time dateTime={chat.startedAt}>{date.format(new Date(chat.startedAt))}</time>
              </p>
              {chat.lastMessage ? (
                <p className="account__text account__last">
                  <strong>{chat.lastMessage.fromChurch ? 'Church: ' : 'You: '}</strong>
                  {chat.lastMessage.message}
                </p>
              ) : null}
            </div>
            <button
              type="button"
              className="account__open"
              onClick={() => openConversation(chat._id)}
            >
              <MessageCircle aria-hidden="true" size={18} />
              Open conversation
              {chat.unreadReplies > 0 ? (
                <span className="account__badge">
                  {chat.unreadReplies}
                  <span className="visually-hidden">
                    {chat.unreadReplies === 1 ? ' new reply' : ' new replies'}
                  </span>
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="card account__section" aria-labelledby={titleId}>
      <h2 id={titleId} className="account__title">
        My quick chats
      </h2>
      {body}
    </section>
  );
}
