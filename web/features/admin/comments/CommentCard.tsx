import { Check, ShieldAlert } from 'lucide-react';
import type { AdminComment } from '#shared/schemas/admin-comments.js';
import { Button } from '#web/components/Button.js';
import { formatDateTime } from '#web/lib/format-date-time.js';
import { AdminCard, DeleteButton, EditButton, StatusPill } from '#web/features/admin/kit/index.js';

interface CommentCardProps {
  comment: AdminComment;
  /** The comment an action is running for, so only its buttons wait. */
  busy: boolean;
  onModerate: (comment: AdminComment, action: 'approve' | 'spam') => void;
  onEdit: (comment: AdminComment) => void;
  onDelete: (comment: AdminComment) => void;
}

function statusPill(comment: AdminComment) {
  if (comment.isSpam) return <StatusPill tone="danger">Spam</StatusPill>;
  if (comment.isModerated) return <StatusPill tone="approved">Approved</StatusPill>;
  return <StatusPill tone="pending">Pending</StatusPill>;
}

/** One comment: author, stream, time, the text clamped to 3 lines, and its actions. */
export function CommentCard({ comment, busy, onModerate, onEdit, onDelete }: CommentCardProps) {
  const pending = !comment.isModerated && !comment.isSpam;
  return (
    <AdminCard
      title={comment.userName}
      pills={statusPill(comment)}
      meta={
        <>
          <span>{comment.userEmail}</span>
          <span>
            On <strong>{comment.streamId.title}</strong>
          </span>
          <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time>
        </>
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
          <DeleteButton disabled={busy} onClick={() => onDelete(comment)} />
        </>
      }
    >
      {comment.content}
    </AdminCard>
  );
}
