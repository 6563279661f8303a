import './pray-now-alerts.css';
import { HandHeart } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { sectionHref } from '#web/admin/kit/index.js';
import { errorMessage } from '#web/lib/api-client.js';
import { playChime } from '../alerts/chime.js';
import { chatSoundOn } from '../alerts/chat-sound-preference.js';
import { useAcceptToPray, useWaitingToPray } from './api.js';

/**
 * "Waiting to pray": wherever staff are in the panel, a visitor asking to pray with someone now
 * shows at once with Accept (and the chat chime). Accepting opens the conversation in Live Chat.
 */
export function PrayNowAlerts() {
  const waiting = useWaitingToPray();
  const accept = useAcceptToPray();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  // "Not now" puts the requests waiting at that moment away; a new one shows the panel again.
  const [putAway, setPutAway] = useState<readonly string[]>([]);
  const count = waiting.data?.length ?? 0;
  const requests = (waiting.data ?? []).filter((request) => !putAway.includes(request._id));

  // A new request, not the ones already waiting when the panel opened, chimes.
  const previous = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (waiting.data === undefined) return;
    const before = previous.current;
    previous.current = count;
    if (before !== undefined && count > before && chatSoundOn()) playChime();
  }, [count, waiting.data]);

  if (requests.length === 0 && !failure) return null;

  const acceptOne = async (id: string) => {
    setFailure(null);
    try {
      const { chatId } = await accept.mutateAsync(id);
      void navigate(`${sectionHref('quick-chats')}&chat=${encodeURIComponent(chatId)}`);
    } catch (error) {
      setFailure(errorMessage(error, 'Could not accept this request.'));
    }
  };

  return (
    <section className="pray-now-alerts" aria-label="Waiting to pray" aria-live="polite">
      <h2 className="pray-now-alerts__title">
        <HandHeart aria-hidden="true" size={18} />
        Waiting to pray ({requests.length})
        <button
          type="button"
          className="pray-now-alerts__dismiss"
          onClick={() => setPutAway((away) => [...away, ...requests.map((request) => request._id)])}
        >
          Not now
        </button>
      </h2>
      {failure ? (
        <p className="pray-now-alerts__failure" role="alert">
          {failure}
          <button
            type="button"
            className="pray-now-alerts__dismiss"
            onClick={() => setFailure(null)}
          >
            Dismiss
          </button>
        </p>
      ) : null}
      <ul className="pray-now-alerts__list">
        {requests.map((request) => (
          <li key={request._id} className="pray-now-alerts__item">
            <p className="pray-now-alerts__who">
              <strong>{request.name}</strong> asks to pray with someone now
            </p>
            <p className="pray-now-alerts__request">{request.request}</p>
            <button
              type="button"
              className="btn btn--primary btn--sm"
              disabled={accept.isPending}
              onClick={() => void acceptOne(request._id)}
            >
              Accept
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
