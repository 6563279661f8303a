import { ArrowDown, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '#web/components/Skeleton.js';
import { useAnnouncements, type Announcement } from './use-announcements.js';
import { useFollowScroll } from './use-follow-scroll.js';

interface MessageListProps<T extends { _id: string }> {
  items: readonly T[];
  isLoading: boolean;
  label: string;
  emptyIcon: LucideIcon;
  emptyText: string;
  renderItem: (item: T) => ReactNode;
  /** Who wrote an item and what it says, read out when it arrives. */
  announce: (item: T) => Announcement;
  /** The viewer's own name: their messages are not read back to them. */
  ownName: string | undefined;
}

/** A scrolling list of comments or messages, newest at the bottom, that does not jump. */
export function MessageList<T extends { _id: string }>({
  items,
  isLoading,
  label,
  emptyIcon: EmptyIcon,
  emptyText,
  renderItem,
  announce,
  ownName,
}: MessageListProps<T>) {
  const { listRef, onScroll, jumpToNewest, hasUnseen } = useFollowScroll(items.at(-1)?._id);
  const announcement = useAnnouncements(isLoading ? undefined : items, announce, ownName);

  return (
    <div className="message-list">
      <div
        ref={listRef}
        className="message-list__scroller"
        onScroll={onScroll}
        role="log"
        // The list is a log to move through; new items are read out once, below, not re-read.
        aria-live="off"
        aria-label={label}
        aria-busy={isLoading || undefined}
        tabIndex={0}
      >
        {isLoading ? (
          <div className="message-list__loading" aria-hidden="true">
            {[0, 1, 2].map((index) => (
              <div key={index} className="message">
                <Skeleton width="35%" height="0.9rem" />
                <Skeleton width="90%" height="1rem" />
              </div>
            ))}
          </div>
        ) : items.length === 0 ? (
          <div className="message-list__empty">
            <EmptyIcon aria-hidden="true" size={28} />
            <p>{emptyText}</p>
          </div>
        ) : (
          <ol className="message-list__items">
            {items.map((item) => (
              <li key={item._id}>{renderItem(item)}</li>
            ))}
          </ol>
        )}
      </div>
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
      {hasUnseen ? (
        <button type="button" className="message-list__jump" onClick={jumpToNewest}>
          <ArrowDown aria-hidden="true" size={16} /> New messages
        </button>
      ) : null}
    </div>
  );
}
