import { Check, ShieldAlert } from 'lucide-react';
import type { AdminComment } from '#shared/schemas/admin-comments.js';
import { Button } from '#web/components/Button.js';
import {
  EditButton,
  PostCard,
  StatusPill,
  type SanctionChoice,
} from '#web/features/admin/kit/index.js';

interface CommentCardProps {
  comment: AdminComment;
  /** The comment an action is running for, so only its buttons wait. */
  busy: boolean;
  onModerate: (comment: AdminComment, action: 'approve' | 'spam') => void;
  onEdit: (comment: AdminComment) => void;
  onSanction: (comment: AdminComment, choice: SanctionChoice) => void;
  onDelete: (comment: AdminComment) => void;
}

function statusPill(comment: AdminComment) {
  if (comment.isSpam) return <StatusPill tone="danger">Spam</StatusPill>;
  if (comment.isModerated) return <StatusPill tone="approved">Approved</StatusPill>;
  return <StatusPill tone="pending">Pending</StatusPill>;
}

/** One comment: author, stream, time, the text clamped to 3 lines, and its actions. */
export function CommentCard({
  comment,
  busy,
  onModerate,
  onEdit,
  onSanction,
  onDelete,
}: CommentCardProps) {
  const pending = !comment.isModerated && !comment.isSpam;
  return (
    <PostCard
      post={comment}
      member={comment.memberId !== null}
      pills={statusPill(comment)}
      context={
        <span>
          On <strong>{comment.streamId.title}</strong>
        </span>
      }
      clamp
      actions={
        <>
          {/* Approve and Mark Spam only while the comment waits (spec section 4). */}
          {pending ? (
            <>
              <Button
                size="sm"
                variant="subtle"
                disabled={busy}
                onClick={() => onModerate(comment, 'approve')}
              >
                <Check aria-hidden="true" size={16} />
                Approve
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                onClick={() => onModerate(comment, 'spam')}
              >
                <ShieldAlert aria-hidden="true" size={16} />
                Mark Spam
              </Button>
            </>
          ) : null}
          <EditButton disabled={busy} onClick={() => onEdit(comment)} />
        </>
      }
      busy={busy}
      onSanction={(choice) => onSanction(comment, choice)}
      onDelete={() => onDelete(comment)}
    >
      {comment.content}
    </PostCard>
  );
}
