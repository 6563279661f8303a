import type { ReactNode } from 'react';
import { formatDateTime } from '#web/lib/format-date-time.js';
import { AdminCard } from './AdminCard.js';
import { DeleteButton } from './CardActions.js';
import { SanctionMenu, type SanctionChoice } from './SanctionMenu.js';

interface PostCardProps {
  /** Who sent it and when, as the panel sees them. */
  post: { userName: string; userEmail: string; createdAt: string };
  /** Whether a member sent it; left out where the list does not say. */
  member?: boolean;
  pills: ReactNode;
  /** More about where it was posted, after the email (e.g. the stream). */
  context?: ReactNode;
  /** The message or comment itself. */
  children: ReactNode;
  /** Clamp the text to 3 lines (the spec's comment cards). */
  clamp?: boolean;
  /** The post's own actions (approve, hide, edit), before the sender menu and Delete. */
  actions: ReactNode;
  /** True while an action runs for this post. */
  busy: boolean;
  onSanction: (choice: SanctionChoice) => void;
  onDelete: () => void;
}

/**
 * One visitor's post in a moderation list (a chat message, prayer request or comment): sender,
 * email, member or guest, time, the text, its own actions, then the Sender menu and Delete.
 * Live Moderation and Comment Management share it, so both read and act the same way.
 */
export function PostCard({
  post,
  member,
  pills,
  context,
  children,
  clamp = false,
  actions,
  busy,
  onSanction,
  onDelete,
}: PostCardProps) {
  return (
    <AdminCard
      title={post.userName}
      pills={pills}
      meta={
        <>
          <span>{post.userEmail}</span>
          {member === undefined ? null : <span>{member ? 'Signed-in member' : 'Guest'}</span>}
          {context}
          <time dateTime={post.createdAt}>{formatDateTime(post.createdAt)}</time>
        </>
      }
      clamp={clamp}
      actions={
        <>
          {actions}
          <SanctionMenu
            senderName={post.userName}
            member={member}
            disabled={busy}
            onChoose={onSanction}
          />
          <DeleteButton disabled={busy} onClick={onDelete} />
        </>
      }
    >
      {children}
    </AdminCard>
  );
}
