import { ShieldCheck } from 'lucide-react';
import { MESSAGE_TYPES, type MessageType } from '#shared/constants.js';
import {
  CHAT_MESSAGE_STATES,
  type AdminChatMessage,
  type ChatMessageState,
} from '#shared/schemas/moderation.js';
import { Banner } from '#web/components/Banner.js';
import { AdminHostChat } from '#web/features/host-chat/index.js';
import {
  AdminSectionFrame,
  type AdminSectionViewProps,
  FormField,
  ManagementList,
  SettingsTabs,
  useListParams,
  useManagementList,
} from '#web/admin/kit/index.js';
import {
  useChatModeration,
  useChatRoom,
  useDeleteChatMessage,
  useModerationStreams,
  useSetChatMessageState,
} from './api.js';
import { ModerationCard } from './ModerationCard.js';
import { MomentsControl } from './MomentsControl.js';
import { RoomControls } from './RoomControls.js';
import { SanctionsList } from './SanctionsList.js';
import { useSanctionSender } from './use-sanction-sender.js';
import './moderation.css';

const TEXTS = {
  loading: 'Loading messages...',
  empty: 'No messages found',
  loadFailed: 'Failed to fetch messages',
};
const FILTER_DEFAULTS = { stream: '', type: 'all', state: 'all', view: 'messages' };
type View = 'messages' | 'sanctions' | 'team';
const TYPE_OPTIONS = [
  { value: 'all', label: 'Chat and prayer' },
  { value: 'chat', label: 'Chat messages' },
  { value: 'prayer', label: 'Prayer requests' },
] as const;
const STATE_OPTIONS = [
  { value: 'all', label: 'All states' },
  { value: 'visible', label: 'Visible' },
  { value: 'held', label: 'Held for review' },
  { value: 'hidden', label: 'Hidden' },
  { value: 'shadow', label: 'Shadow-muted' },
] as const;

const asType = (value: string): MessageType | 'all' =>
  (MESSAGE_TYPES as readonly string[]).includes(value) ? (value as MessageType) : 'all';
const asState = (value: string): ChatMessageState | 'all' =>
  (CHAT_MESSAGE_STATES as readonly string[]).includes(value) ? (value as ChatMessageState) : 'all';

/**
 * Live Moderation: a stream's chat messages and prayer requests as they arrive, to approve,
 * hide, delete or act on their senders, and the stream's room controls; and, in a tab beside
 * them, the sanctions in force (ADR 0130).
 */
export function LiveModeration(props: AdminSectionViewProps) {
  const list = useListParams(FILTER_DEFAULTS);
  const streams = useModerationStreams();
  const streamId = list.filters.stream || streams.data?.[0]?._id || '';
  const messageType = asType(list.filters.type);
  const state = asState(list.filters.state);
  const query = useChatModeration({
    streamId,
    search: list.search,
    page: list.page,
    messageType,
    state,
  });
  const room = useChatRoom(streamId);
  const setState = useSetChatMessageState();
  const sender = useSanctionSender();
  const view: View =
    (['sanctions', 'team'] as const).find((v) => v === list.filters.view) ?? 'messages';
  const managed = useManagementList<AdminChatMessage>({
    remove: useDeleteChatMessage(),
    deleteFailed: 'Failed to delete message',
  });
  const runningId = setState.isPending ? setState.variables.id : null;
  const onState = (message: AdminChatMessage, next: 'visible' | 'hidden') =>
    managed.act(setState, { id: message._id, state: next }, 'Failed to update message');
  const messages = (
    <>
      <div className="live-moderation__stream">
        <FormField id="moderation-stream" label="Stream">
          <select
            id="moderation-stream"
            className="field__input"
            value={streamId}
            onChange={(event) => list.setFilter('stream', event.target.value)}
          >
            {(streams.data ?? []).map((stream) => (
              <option key={stream._id} value={stream._id}>
                {stream.isLive ? `● ${stream.title}` : stream.title}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      {sender.notice ? (
        <Banner tone={sender.notice.tone} onDismiss={sender.dismiss}>
          {sender.notice.text}
        </Banner>
      ) : null}
      {streamId && room.data ? (
        // A fresh form for each stream and each saved state.
        <RoomControls
          key={`${streamId}:${JSON.stringify(room.data)}`}
          streamId={streamId}
          room={room.data}
        />
      ) : null}
      {streamId ? <MomentsControl key={streamId} streamId={streamId} /> : null}
      <ManagementList
        searchPlaceholder="Search messages, names or emails..."
        searchLabel="Search messages"
        filters={[
          {
            name: 'type',
            label: 'Filter by type',
            value: messageType,
            options: TYPE_OPTIONS,
          },
          {
            name: 'state',
            label: 'Filter by state',
            value: state,
            options: STATE_OPTIONS,
          },
        ]}
        noun={['message', 'messages']}
        query={query}
        items={query.data?.messages}
        texts={TEXTS}
        params={list}
        state={managed}
        empty={{
          icon: ShieldCheck,
          firstUseHint:
            'Chat messages and prayer requests of the stream appear here as they are sent.',
        }}
        label="Messages"
        pagerLabel="Message pages"
        renderItem={(message) => (
          <ModerationCard
            message={message}
            busy={runningId === message._id}
            onState={onState}
            onSanction={(target, choice) =>
              sender.sanction({ messageId: target._id, userName: target.userName }, choice)
            }
            onDelete={managed.askDelete}
          />
        )}
        deleteThing="message"
        deleteName={(message) => `Message by ${message.userName}`}
      />
    </>
  );
  return (
    <AdminSectionFrame {...props}>
      <SettingsTabs
        label="Live Moderation views"
        tabs={[
          {
            id: 'messages',
            label: 'Messages',
            content: messages,
          },
          {
            id: 'team',
            label: 'Team chat',
            content: view === 'team' && streamId ? <AdminHostChat streamId={streamId} /> : null,
          },
          {
            id: 'sanctions',
            label: 'Sanctions in force',
            content: view === 'sanctions' ? <SanctionsList /> : null,
          },
        ]}
        value={view}
        onValueChange={(next) => list.setFilter('view', next)}
        compact
      />
    </AdminSectionFrame>
  );
}
