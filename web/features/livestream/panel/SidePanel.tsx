import './panel.css';
import * as Tabs from '@radix-ui/react-tabs';
import { useState, type ReactNode } from 'react';
import type { PublicStream } from '#shared/schemas/streams.js';
import type { LivestreamUser } from '#web/lib/livestream-user.js';
import { useComments } from '#web/features/livestream/api/get-comments.js';
import { PrayWithSomeone } from '#web/features/pray-now/index.js';
import { PageHostChat, useStaffSession } from '#web/features/host-chat/index.js';
import { CommentsTab } from './CommentsTab.js';
import { MessagesTab } from './MessagesTab.js';

type PanelTab = 'comments' | 'chat' | 'team' | 'prayers';

interface SidePanelProps {
  stream: PublicStream;
  user: LivestreamUser | null;
  onNeedIdentity: () => void;
  /** What floats over the tabs' content (an open moment's card). */
  overlay?: ReactNode;
}

/**
 * Comments, Live Chat and Prayer Requests. Only the open tab is mounted, so only it polls; the
 * comments keep a calm refresh for the dot that tells of new comments on another tab.
 */
export function SidePanel({ stream, user, onNeedIdentity, overlay }: SidePanelProps) {
  const [tab, setTab] = useState<PanelTab>('comments');
  const comments = useComments(stream._id);
  const count = comments.data?.length;
  const [seenCount, setSeenCount] = useState<number | undefined>(undefined);
  // Reading the comments (or their first load) marks them seen; switching to the tab clears the dot.
  if (
    count !== undefined &&
    count !== seenCount &&
    (seenCount === undefined || tab === 'comments')
  ) {
    setSeenCount(count);
  }
  // The team's own chat, for a browser signed into the panel (checked with the server).
  const staff = useStaffSession().data ?? null;
  const hasNew =
    tab !== 'comments' && count !== undefined && seenCount !== undefined && count > seenCount;

  return (
    <aside id="live-side-panel" className="side-panel" aria-label="Conversation">
      {/* First in the panel, so the keyboard reaches a moment before the conversation under it. */}
      {overlay}
      <Tabs.Root
        className="side-panel__tabs-root"
        value={tab}
        onValueChange={(value) => {
          setTab(value as PanelTab);
        }}
      >
        <Tabs.List className="side-panel__tabs" aria-label="Conversation">
          <Tabs.Trigger className="side-panel__tab" value="comments">
            Comments
            {hasNew ? (
              <span className="side-panel__dot">
                <span className="visually-hidden">(new)</span>
              </span>
            ) : null}
          </Tabs.Trigger>
          <Tabs.Trigger className="side-panel__tab" value="chat">
            Live Chat
          </Tabs.Trigger>
          {staff ? (
            <Tabs.Trigger className="side-panel__tab" value="team">
              Team
            </Tabs.Trigger>
          ) : null}
          <Tabs.Trigger className="side-panel__tab" value="prayers">
            Prayer Requests
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content className="side-panel__content" value="comments">
          <CommentsTab stream={stream} user={user} onNeedIdentity={onNeedIdentity} />
        </Tabs.Content>
        <Tabs.Content className="side-panel__content" value="chat">
          <MessagesTab
            stream={stream}
            messageType="chat"
            user={user}
            onNeedIdentity={onNeedIdentity}
          />
        </Tabs.Content>
        {staff ? (
          <Tabs.Content className="side-panel__content" value="team">
            <PageHostChat streamId={stream._id} />
          </Tabs.Content>
        ) : null}
        <Tabs.Content className="side-panel__content" value="prayers">
          <PrayWithSomeone streamId={stream._id} />
          <MessagesTab
            stream={stream}
            messageType="prayer"
            user={user}
            onNeedIdentity={onNeedIdentity}
          />
        </Tabs.Content>
      </Tabs.Root>
    </aside>
  );
}
