import { Search } from 'lucide-react';
import type { AdminQuickChat } from '#shared/schemas/quick-chat.js';
import { MESSAGES } from '#shared/messages.js';
import { Skeleton } from '#web/components/Skeleton.js';
import { formatChatTime } from '#web/lib/chat-time.js';
import { lastMessagePreview, visitorName, visitorOf } from './quick-chat-names.js';

interface QuickChatListProps {
  chats: AdminQuickChat[] | undefined;
  search: string;
  onSearchChange: (search: string) => void;
  loading: boolean;
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** The Quick Chats column: who wrote, their email, the newest line and what is unread. */
export function QuickChatList({
  chats,
  search,
  onSearchChange,
  loading,
  selectedId,
  onSelect,
}: QuickChatListProps) {
  return (
    <div className="quick-chat-inbox__list">
      <h2 className="quick-chat-inbox__list-title" id="quick-chat-inbox-list-title">
        Quick Chats
      </h2>
      <div className="quick-chat-inbox__search">
        <Search className="quick-chat-inbox__search-icon" aria-hidden="true" size={16} />
        <input
          type="search"
          className="field__input quick-chat-inbox__search-input"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder="Search by name or email"
          aria-label="Search quick chats"
          maxLength={200}
        />
      </div>
      {loading && !chats ? (
        <div className="quick-chat-inbox__list-skeleton" aria-hidden="true">
          {[0, 1, 2].map((row) => (
            <div key={row} className="quick-chat-inbox__item">
              <Skeleton width="60%" height="0.9rem" />
              <Skeleton width="80%" height="0.75rem" />
            </div>
          ))}
        </div>
      ) : chats && chats.length > 0 ? (
        <ul className="quick-chat-inbox__items" aria-labelledby="quick-chat-inbox-list-title">
          {chats.map((chat) => {
            const visitor = visitorOf(chat.participants);
            const name = visitorName(chat.participants);
            return (
              <li key={chat._id}>
                <button
                  type="button"
                  className="quick-chat-inbox__item"
                  aria-current={chat._id === selectedId ? 'true' : undefined}
                  onClick={() => onSelect(chat._id)}
                >
                  <span className="quick-chat-inbox__avatar" aria-hidden="true">
                    {name.charAt(0).toUpperCase()}
                  </span>
                  <span className="quick-chat-inbox__item-body">
                    <span className="quick-chat-inbox__item-top">
                      <span className="quick-chat-inbox__item-name">{name}</span>
                      <time className="quick-chat-inbox__item-time" dateTime={chat.updatedAt}>
                        {formatChatTime(chat.updatedAt)}
                      </time>
                    </span>
                    {visitor?.email ? (
                      <span className="quick-chat-inbox__item-email">{visitor.email}</span>
                    ) : null}
                    <span className="quick-chat-inbox__item-bottom">
                      <span className="quick-chat-inbox__item-preview">
                        {lastMessagePreview(chat)}
                      </span>
                      {chat.unread > 0 ? (
                        <span className="quick-chat-inbox__unread">
                          {chat.unread}
                          <span className="visually-hidden"> unread</span>
                        </span>
                      ) : null}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="quick-chat-inbox__none" role="status">
          {search.trim() ? 'No chats match your search.' : MESSAGES.adminChat.empty}
        </p>
      )}
    </div>
  );
}
