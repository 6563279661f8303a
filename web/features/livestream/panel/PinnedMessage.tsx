import { Pin } from 'lucide-react';

/** The moderators' pinned message, kept above the chat for everyone. */
export function PinnedMessage({ text }: { text: string }) {
  return (
    <aside className="pinned-message" aria-label="Pinned message">
      <Pin aria-hidden="true" size={16} className="pinned-message__icon" />
      <p className="pinned-message__text">{text}</p>
    </aside>
  );
}
