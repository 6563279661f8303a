import { MessagesSquare } from 'lucide-react';
import { useChurchTimeZone } from '#web/features/settings/index.js';
import { dateFormat } from '#web/lib/date-format.js';
import { useHydrated } from '#web/lib/use-hydrated.js';
import { useServiceChat } from './get-sermons.js';

/**
 * The chat of the service the sermon was preached in, as it stood when the room closed: read
 * only, loaded once in the browser (never part of the first screen: it can be long, and it is
 * beside the sermon, not the sermon).
 */
export function ServiceChat({ streamId }: { streamId: string }) {
  const hydrated = useHydrated();
  const churchZone = useChurchTimeZone();
  const chat = useServiceChat(streamId, hydrated);
  const time = (iso: string) =>
    dateFormat(undefined, { hour: 'numeric', minute: '2-digit', timeZone: churchZone }).format(
      new Date(iso),
    );

  return (
    <aside className="service-chat" aria-labelledby="service-chat-title">
      <h2 id="service-chat-title" className="service-chat__title">
        <MessagesSquare aria-hidden="true" size={20} />
        Chat from the service
      </h2>
      {!hydrated || chat.isPending ? (
        <p className="service-chat__status" role="status">
          Loading the chat…
        </p>
      ) : chat.isError ? (
        <p className="service-chat__status" role="status">
          The chat could not be loaded.
        </p>
      ) : chat.data.length === 0 ? (
        <p className="service-chat__status">Nobody wrote in the chat during this service.</p>
      ) : (
        <ol className="service-chat__list" tabIndex={0} aria-label="Messages">
          {chat.data.map((message) => (
            <li key={message._id} className="service-chat__message">
              <span className="service-chat__author">{message.userName}</span>{' '}
              <time className="service-chat__time" dateTime={message.createdAt}>
                {time(message.createdAt)}
              </time>{' '}
              <span className="service-chat__text">{message.message}</span>
            </li>
          ))}
        </ol>
      )}
    </aside>
  );
}
