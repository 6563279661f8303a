import { MessageCircle } from 'lucide-react';
import { MESSAGES } from '#shared/messages.js';
import type { PublicComment } from '#shared/schemas/comments.js';
import type { PublicStream } from '#shared/schemas/streams.js';
import type { LivestreamUser } from '#web/lib/livestream-user.js';
import { useComments } from '#web/features/livestream/api/get-comments.js';
import { usePostComment } from '#web/features/livestream/api/post-comment.js';
import { useReactToComment } from '#web/features/livestream/api/react-to-comment.js';
import { useNotify } from '#web/features/livestream/notice.js';
import { usePostFailure } from '#web/features/livestream/use-post-failure.js';
import { useChatWindowNotice } from '#web/features/livestream/use-service-clock.js';
import { Composer } from './Composer.js';
import { MessageList } from './MessageList.js';
import { MessageLine } from './MessageLine.js';
import { PostingAs } from './PostingAs.js';
import { ReactionChips } from './ReactionChips.js';

interface CommentsTabProps {
  stream: PublicStream;
  user: LivestreamUser | null;
  onNeedIdentity: () => void;
}

export function CommentsTab({ stream, user, onNeedIdentity }: CommentsTabProps) {
  const notify = useNotify();
  const failed = usePostFailure(onNeedIdentity);
  const chatNotice = useChatWindowNotice(stream);
  const comments = useComments(stream._id);
  const post = usePostComment(stream._id, user?.token);
  const react = useReactToComment(stream._id, user?.token);

  const send = async (content: string) => {
    if (!stream._id) {
      notify(MESSAGES.comments.missingStream, 'error');
      return false;
    }
    try {
      await post.mutateAsync({
        streamId: stream._id,
        content,
        ...(user ? { userName: user.name, userEmail: user.email } : {}),
      });
      return true;
    } catch (error) {
      failed(error, MESSAGES.comments.submitFailed);
      return false;
    }
  };

  const renderComment = (comment: PublicComment) => (
    <MessageLine
      author={comment.userName}
      createdAt={comment.createdAt}
      text={comment.content}
      awaitingReview={comment.awaitingReview === true}
      reactions={
        <ReactionChips
          reactions={comment.reactions}
          subject={`comment by ${comment.userName}`}
          onReact={(reactionType) => {
            react.mutate(
              { id: comment._id, reactionType },
              {
                onError: (error) => {
                  failed(error, MESSAGES.reactions.failed);
                },
              },
            );
          }}
        />
      }
    />
  );

  return (
    <div className="panel-tab">
      <MessageList
        items={comments.data ?? []}
        isLoading={comments.isPending}
        label="Comments"
        emptyIcon={MessageCircle}
        emptyText="No comments yet. Be the first to share what is on your heart."
        renderItem={renderComment}
        announce={(comment) => ({ from: comment.userName, text: comment.content })}
        ownName={user?.name}
      />
      <div className="panel-tab__footer">
        <PostingAs user={user} onNeedIdentity={onNeedIdentity} />
        <Composer
          id="comment-input"
          label="Your comment"
          placeholder="Write a comment..."
          submitLabel="Post"
          busy={post.isPending}
          onSend={send}
          maxLength={1000}
          closedNotice={chatNotice}
        />
      </div>
    </div>
  );
}
