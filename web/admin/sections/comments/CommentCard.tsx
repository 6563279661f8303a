import { Check, ShieldAlert } from 'lucide-react';
import {
  type AdminComment,
  COMMENT_VISIBILITY_LABELS,
  type CommentVisibility,
} from '#shared/schemas/admin-comments.js';
import {
  CardButton,
  EditButton,
  PostCard,
  StatusPill,
  type SanctionChoice,
} from '#web/admin/kit/index.js';

interface CommentCardProps {
  comment: AdminComment;
  /** The comment an action is running for, so only its buttons wait. */
  busy: boolean;
  onModerate: (comment: AdminComment, action: 'approve' | 'spam') => void;
  onEdit: (comment: AdminComment) => void;
  onSanction: (comment: AdminComment, choice: SanctionChoice) => void;
  onDelete: (comment: AdminComment) => void;
}

const PILL_TONES = { public: 'approved', held: 'pending', spam: 'danger' } as const;

/** Who sees the comment, as the server decides it: Public, Held for review or Spam. */
export function CommentVisibilityPill({ visibility }: { visibility: CommentVisibility }) {
  return (
    <StatusPill tone={PILL_TONES[visibility]}>{COMMENT_VISIBILITY_LABELS[visibility]}</StatusPill>
  );
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
  const pending = comment.visibility === 'held';
  return (
    <PostCard
      post={comment}
      member={comment.memberId !== null}
      pills={<CommentVisibilityPill visibility={comment.visibility} />}
      context={
        <span>
          On <strong>{comment.streamId.title}</strong>
        </span>
      }
      clamp
      actions={
        <>
          {/* Approve and Mark Spam only while the comment waits, hidden from the public. */}
          {pending ? (
            <>
              <CardButton
                icon={Check}
                disabled={busy}
                onClick={() => onModerate(comment, 'approve')}
              >
                Approve
              </CardButton>
              <CardButton
                icon={ShieldAlert}
                variant="outline"
                disabled={busy}
                onClick={() => onModerate(comment, 'spam')}
              >
                Mark Spam
              </CardButton>
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
