import { Search } from 'lucide-react';
import type { AdminGeneralChat } from '../../../../shared/schemas/general-chat.js';
import { MESSAGES } from '../../../../shared/messages.js';
import { Skeleton } from '../../../components/Skeleton.js';
import { formatChatTime } from '../../../lib/chat-time.js';
import { lastMessagePreview, visitorName, visitorOf } from './chat-names.js';

interface ChatListProps {
  chats: AdminGeneralChat[] | undefined;
  search: string;
  onSearchChange: (search: string) => void;
  loading: boolean;
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** The Quick Chats column: who wrote, their email, the newest line and what is unread. */
export function ChatList({
  chats,
  search,
  onSearchChange,
  loading,
  selectedId,
  onSelect,
}: ChatListProps) {
  return (
    <div className="live-chat__list">
      <h2 className="live-chat__list-title" id="live-chat-list-title">
        Quick Chats
      </h2>
      <div className="live-chat__search">
        <Search className="live-chat__search-icon" aria-hidden="true" size={16} />
        <input
          type="search"
          className="field__input live-chat__search-input"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder="Search by name or email"
          aria-label="Search quick chats"
          maxLength={200}
        />
      </div>
      {loading && !chats ? (
        <div className="live-chat__list-skeleton" aria-hidden="true">
          {[0, 1, 2].map((row) => (
            <div key={row} className="live-chat__item">
              <Skeleton width="60%" height="0.9rem" />
              <Skeleton width="80%" height="0.75rem" />
            </div>
          ))}
        </div>
      ) : chats && chats.length > 0 ? (
        <ul className="live-chat__items" aria-labelledby="live-chat-list-title">
          {chats.map((chat) => {
            const visitor = visitorOf(chat.participants);
            const name = visitorName(chat.participants);
            return (
              <li key={chat._id}>
                <button
                  type="button"
                  className="live-chat__item"
                  aria-current={chat._id === selectedId ? 'true' : undefined}
                  onClick={() => onSelect(chat._id)}
                >
                  <span className="live-chat__avatar" aria-hidden="true">
                    {name.charAt(0).toUpperCase()}
                  </span>
                  <span className="live-chat__item-body">
                    <span className="live-chat__item-top">
                      <span className="live-chat__item-name">{name}</span>
                      <time className="live-chat__item-time" dateTime={chat.updatedAt}>
                        {formatChatTime(chat.updatedAt)}
                      </time>
                    </span>
                    {visitor?.email ? (
                      <span className="live-chat__item-email">{visitor.email}</span>
                    ) : null}
                    <span className="live-chat__item-bottom">
                      <span className="live-chat__item-preview">{lastMessagePreview(chat)}</span>
                      {chat.unread > 0 ? (
                        <span className="live-chat__unread">
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
        <p className="live-chat__none" role="status">
          {search.trim() ? 'No chats match your search.' : MESSAGES.adminChat.empty}
        </p>
      )}
    </div>
  );
}
