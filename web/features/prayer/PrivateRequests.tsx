import { Lock, X } from 'lucide-react';
import { Button } from '#web/components/Button.js';
import type { KeptPrivateRequest } from './private-requests.js';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * "Your private requests": what this browser sent to the prayer team alone, so the sender still
 * sees it after the thank-you. Read from the device after hydration (the server cannot know it).
 */
export function PrivateRequests({
  items,
  onForget,
}: {
  items: readonly KeptPrivateRequest[];
  onForget: (id: string) => void;
}) {
  if (items.length === 0) return null;
  return (
    <section className="prayer-private" aria-labelledby="prayer-private-title">
      <h3 id="prayer-private-title" className="prayer-private__title">
        Your private requests
      </h3>
      <ul className="prayer-private__list" aria-label="Your private requests">
        {items.map((item) => (
          <li key={item.id} className="prayer-private__item">
            <p className="prayer-private__mark">
              <Lock aria-hidden="true" size={14} />
              Only the prayer team sees this
            </p>
            <p className="prayer-card__text">{item.request}</p>
            <div className="prayer-private__foot">
              <time dateTime={item.sentAt} className="prayer-card__date">
                Sent {dateFormat.format(new Date(item.sentAt))}
              </time>
              <Button variant="ghost" size="sm" onClick={() => onForget(item.id)}>
                <X aria-hidden="true" size={14} />
                Remove from this device
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <p className="prayer-private__note">
        Kept on this device only. Removing one here does not take it from the prayer team.
      </p>
    </section>
  );
}
