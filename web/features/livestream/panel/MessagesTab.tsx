import { HandHelping, Lock, MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SITE_ROUTES } from '#shared/routes.js';
import type { MessageType } from '#shared/constants.js';
import { MESSAGES } from '#shared/messages.js';
import type { ChatMessage } from '#shared/schemas/chat.js';
import type { PublicStream } from '#shared/schemas/streams.js';
import type { LivestreamUser } from '#web/lib/livestream-user.js';
import { useChatMessages } from '#web/features/livestream/api/get-chat-messages.js';
import { usePostChatMessage } from '#web/features/livestream/api/post-chat-message.js';
import { useReactToChatMessage } from '#web/features/livestream/api/react-to-chat-message.js';
import { useNotify } from '#web/features/livestream/notice.js';
import { usePostFailure } from '#web/features/livestream/use-post-failure.js';
import { isApiError, writesAsStaff } from '#web/lib/api-client.js';
import { useChatWindowNotice } from '#web/features/livestream/use-service-clock.js';
import { Composer } from './Composer.js';
import { PinnedMessage } from './PinnedMessage.js';
import { useSlowModeWait } from './use-slow-mode.js';
import { MessageList } from './MessageList.js';
import { MessageLine } from './MessageLine.js';
import { PostingAs } from './PostingAs.js';
import { ReactionChips } from './ReactionChips.js';

const COPY = {
  chat: {
    label: 'Live chat',
    empty: 'No messages yet. Say hello to everyone watching.',
    inputLabel: 'Your chat message',
    placeholder: 'Say something...',
    submit: 'Send',
    icon: MessagesSquare,
  },
  prayer: {
    label: 'Prayer requests',
    empty: 'No prayer requests yet. Share yours: we will pray with you.',
    inputLabel: 'Your prayer request',
    placeholder: 'Share your prayer request...',
    submit: 'Send Request',
    icon: HandHelping,
  },
} as const;

interface MessagesTabProps {
  stream: PublicStream;
  messageType: MessageType;
  user: LivestreamUser | null;
  onNeedIdentity: () => void;
}

/** Live chat or prayer requests: polled every 3000 ms while this tab is open. */
export function MessagesTab({ stream, messageType, user, onNeedIdentity }: MessagesTabProps) {
  const notify = useNotify();
  const failed = usePostFailure(onNeedIdentity);
  const chatNotice = useChatWindowNotice(stream);
  const copy = COPY[messageType];
  const messages = useChatMessages(stream._id, messageType, true);
  const post = usePostChatMessage(stream._id, messageType, user?.token);
  const react = useReactToChatMessage(stream._id, messageType, user?.token);
  const slowMode = useSlowModeWait();
  const isPrayer = messageType === 'prayer';
  // "Only the prayer team": the request reaches the team's queue and no one else sees it.
  const [teamOnly, setTeamOnly] = useState(false);

  const send = async (message: string) => {
    if (!stream._id) {
      notify(MESSAGES.chat.missingStream, 'error');
      return false;
    }
    try {
      const sent = await post.mutateAsync({
        streamId: stream._id,
        message,
        ...(user ? { userName: user.name, userEmail: user.email } : {}),
        ...(isPrayer && teamOnly ? { isPrivate: true } : {}),
      });
      if (sent.isPrivate) {
        notify('Sent privately to the prayer team. They will pray with you.', 'info');
      }
      // Staff are not slowed (ADR 0131): no countdown for them.
      if (!writesAsStaff()) slowMode.wait(stream.chat.slowModeSeconds);
      return true;
    } catch (error) {
      if (isApiError(error) && error.status === 429 && error.retryAfterSeconds) {
        slowMode.wait(error.retryAfterSeconds);
      }
      failed(error, MESSAGES.chat.sendFailed);
      return false;
    }
  };

  const renderMessage = (message: ChatMessage) => (
    <MessageLine
      author={message.userName}
      createdAt={message.createdAt}
      text={message.message}
      awaitingReview={message.awaitingReview === true}
      variant={messageType === 'prayer' ? 'prayer' : undefined}
      reactions={
        <ReactionChips
          reactions={message.reactions}
          subject={`${messageType === 'prayer' ? 'prayer request' : 'message'} by ${message.userName}`}
          onReact={(reactionType) => {
            // A reaction is a light touch: a failed one is not worth interrupting the chat for.
            react.mutate({ id: message._id, reactionType });
          }}
        />
      }
    />
  );

  return (
    <div className="panel-tab">
      {messageType === 'chat' && stream.chat.pinnedMessage ? (
        <PinnedMessage text={stream.chat.pinnedMessage} />
      ) : null}
      <MessageList
        items={messages.data ?? []}
        isLoading={messages.isPending}
        label={copy.label}
        emptyIcon={copy.icon}
        emptyText={copy.empty}
        renderItem={renderMessage}
        announce={(message) => ({
          from: message.userName,
          text: message.message,
        })}
        ownName={user?.name}
      />
      <div className="panel-tab__footer">
        <PostingAs user={user} onNeedIdentity={onNeedIdentity} />
        {isPrayer ? (
          <div className="prayer-options">
            <label className="prayer-options__private">
              <input
                type="checkbox"
                checked={teamOnly}
                onChange={(event) => setTeamOnly(event.target.checked)}
              />
              <Lock aria-hidden="true" size={14} />
              Only the prayer team
            </label>
            <Link to={SITE_ROUTES.prayer.path} className="prayer-options__wall">
              Prayer wall
            </Link>
          </div>
        ) : null}
        <Composer
          id={`${messageType}-input`}
          label={copy.inputLabel}
          placeholder={copy.placeholder}
          submitLabel={copy.submit}
          busy={post.isPending}
          onSend={send}
          waitSeconds={slowMode.secondsLeft}
          closedNotice={chatNotice}
        />
      </div>
    </div>
  );
}
