import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/** How close to the end still counts as reading the newest messages. */
const NEAR_END_PX = 64;

/**
 * Keeps a message list pinned to its newest message while the reader is there, and leaves
 * their position alone when they have scrolled up to read, telling them something new came.
 */
export function useFollowScroll(newestId: string | undefined) {
  const listRef = useRef<HTMLDivElement>(null);
  const [atEnd, setAtEnd] = useState(true);
  const [seenId, setSeenId] = useState<string | undefined>(undefined);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && atEnd) list.scrollTop = list.scrollHeight;
  }, [newestId, atEnd]);

  const onScroll = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const nearEnd = list.scrollHeight - list.scrollTop - list.clientHeight <= NEAR_END_PX;
    setAtEnd(nearEnd);
    if (nearEnd) setSeenId(newestId);
  }, [newestId]);

  const jumpToNewest = useCallback(() => {
    const list = listRef.current;
    if (list) list.scrollTo({ top: list.scrollHeight, behavior: 'smooth' });
  }, []);

  return {
    listRef,
    onScroll,
    jumpToNewest,
    hasUnseen: !atEnd && newestId !== undefined && newestId !== seenId,
  };
}
