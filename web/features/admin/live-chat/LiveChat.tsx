import './live-chat.css';
import { MessageSquareDashed } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MESSAGES } from '../../../../shared/messages.js';
import { Banner } from '../../../components/Banner.js';
import { AdminSectionFrame, type AdminSectionViewProps } from '../shell/AdminSectionFrame.js';
import { ChatConversation } from './ChatConversation.js';
import { ChatList } from './ChatList.js';
import { useGeneralChats } from './get-general-chats.js';

/** The open conversation lives in the URL (?chat=), so reload and back keep it. */
const CHAT_PARAM = 'chat';

/** Live Chat: quick chats on the left, the chosen conversation and the reply box on the right. */
export function LiveChat(props: AdminSectionViewProps) {
  const [search, setSearch] = useState('');
  const [appliedSearch, setAppliedSearch] = useState('');
  const chats = useGeneralChats(appliedSearch);
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
      <div className="live-chat-body">
        {showListError ? (
          <Banner tone="error" onDismiss={() => setDismissedErrorAt(chats.errorUpdatedAt)}>
            {MESSAGES.adminChat.listFailed}
          </Banner>
        ) : null}
        <div className={`live-chat ${selectedId ? 'live-chat--open' : ''}`}>
          <ChatList
            chats={chats.data?.chats}
            search={search}
            onSearchChange={setSearch}
            loading={chats.isPending}
            selectedId={selectedId}
            onSelect={select}
          />
          {selectedId ? (
            <ChatConversation
              key={selectedId}
              id={selectedId}
              summary={summary}
              onBack={() => select(null)}
            />
          ) : (
            <div className="live-chat__pane live-chat__pane--idle">
              <div className="live-chat__center">
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
