import { useEffect, useRef, useState } from 'react';

export interface Announcement {
  from: string;
  text: string;
}

/** More than this many new messages at once are summed up, not read out one by one. */
const READ_OUT_AT_MOST = 3;
/** A long message is cut when read out: the list itself holds the whole text. */
const READ_OUT_CHARS = 200;

const shorten = (text: string) =>
  text.length > READ_OUT_CHARS ? `${text.slice(0, READ_OUT_CHARS)}…` : text;

/**
 * What a polite live region should say about a list's new items: only items that arrive after
 * the first load, only those written by someone else (the viewer has just read their own), and
 * never the whole list again. Each new text replaces the last, so each is read once.
 */
export function useAnnouncements<T extends { _id: string }>(
  items: readonly T[] | undefined,
  describe: (item: T) => Announcement,
  ownName: string | undefined,
): string {
  const seen = useRef<Set<string> | undefined>(undefined);
  const [text, setText] = useState('');

  useEffect(() => {
    if (!items) return;
    const known = seen.current;
    seen.current = new Set(items.map((item) => item._id));
    if (!known) return;
    const fresh = items
      .filter((item) => !known.has(item._id))
      .map(describe)
      .filter((item) => item.from !== ownName);
    if (fresh.length === 0) return;
    const lines =
      fresh.length > READ_OUT_AT_MOST
        ? [`${String(fresh.length)} new messages.`, ...fresh.slice(-1)]
        : fresh;
    setText(
      lines
        .map((line) => (typeof line === 'string' ? line : `${line.from}: ${shorten(line.text)}`))
        .join('. '),
    );
    // describe is rebuilt on every render; only a new list is news.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items, ownName]);

  return text;
}
