import './quick-chat-inbox.css';
import { MessageSquareDashed } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MESSAGES } from '#shared/messages.js';
import { Banner } from '#web/components/Banner.js';
import { AdminSectionFrame, type AdminSectionViewProps } from '#web/admin/kit/index.js';
import { QuickChatConversation } from './QuickChatConversation.js';
import { QuickChatList } from './QuickChatList.js';
import { useQuickChats } from './api.js';

/** The open conversation lives in the URL (?chat=), so reload and back keep it. */
const CHAT_PARAM = 'chat';

/** Live Chat: quick chats on the left, the chosen conversation and the reply box on the right. */
export function QuickChatInbox(props: AdminSectionViewProps) {
  const [search, setSearch] = useState('');
  const [appliedSearch, setAppliedSearch] = useState('');
  const chats = useQuickChats(appliedSearch);
  const [params, setParams] = useSearchParams();
  const selectedId = params.get(CHAT_PARAM);
  const [dismissedErrorAt, setDismissedErrorAt] = useState(0);

  // Ask the server once typing pauses, not on every key.
  useEffect(() => {
    const timer = window.setTimeout(() => setAppliedSearch(search.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [search]);

  const select = (id: string | null) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set(CHAT_PARAM, id);
      else next.delete(CHAT_PARAM);
      return next;
    });
  };

  const showListError = chats.isError && chats.errorUpdatedAt > dismissedErrorAt;
  const summary = chats.data?.chats.find((chat) => chat._id === selectedId);

  return (
    <AdminSectionFrame {...props}>
      <div className="quick-chat-inbox-body">
        {showListError ? (
          <Banner tone="error" onDismiss={() => setDismissedErrorAt(chats.errorUpdatedAt)}>
            {MESSAGES.adminChat.listFailed}
          </Banner>
        ) : null}
        <div className={`quick-chat-inbox ${selectedId ? 'quick-chat-inbox--open' : ''}`}>
          <QuickChatList
            chats={chats.data?.chats}
            search={search}
            onSearchChange={setSearch}
            loading={chats.isPending}
            selectedId={selectedId}
            onSelect={select}
          />
          {selectedId ? (
            <QuickChatConversation
              key={selectedId}
              id={selectedId}
              summary={summary}
              onBack={() => select(null)}
            />
          ) : (
            <div className="quick-chat-inbox__pane quick-chat-inbox__pane--idle">
              <div className="quick-chat-inbox__center">
                <MessageSquareDashed aria-hidden="true" size={32} />
                <p>{MESSAGES.adminChat.selectChat}</p>
              </div>
            </div>
          )}
        </div>
      </div>
    </AdminSectionFrame>
  );
}
