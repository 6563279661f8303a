import type { ReactNode } from 'react';
import { messageTime } from './message-time.js';

interface MessageLineProps {
  author: string;
  createdAt: string;
  text: string;
  /** The reaction chips and add button, kept to the line's end. */
  reactions: ReactNode;
  variant?: 'prayer';
  /** The sender's own post a moderator has not approved yet: only their page shows it. */
  awaitingReview?: boolean;
}

export const AWAITING_REVIEW = 'Awaiting review';

/**
 * One compact line of the conversation, like a streaming app's chat: name, time and text flow
 * together, so a short message takes one line and a long one wraps under it.
 */
export function MessageLine({
  author,
  createdAt,
  text,
  reactions,
  variant,
  awaitingReview = false,
}: MessageLineProps) {
  return (
    <article
      className={`message${variant ? ` message--${variant}` : ''}${awaitingReview ? ' message--held' : ''}`}
    >
      <p className="message__line">
        <span className="message__author">{author}</span>{' '}
        <time className="message__time" dateTime={createdAt}>
          {messageTime(createdAt)}
        </time>{' '}
        <span className="message__text">{text}</span>
        {awaitingReview ? (
          <>
            {' '}
            <span className="message__held">{AWAITING_REVIEW}</span>
          </>
        ) : null}
      </p>
      {awaitingReview ? null : reactions}
    </article>
  );
}
