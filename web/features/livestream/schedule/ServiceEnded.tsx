import { CalendarCheck } from 'lucide-react';

/** In place of the player once a service is over: nothing to replay yet. */
export function ServiceEnded() {
  return (
    <div className="player player--ended" role="status">
      <CalendarCheck aria-hidden="true" size={36} />
      <p className="player__ended-title">This service has ended</p>
      <p className="player__ended-text">Thank you for worshipping with us.</p>
    </div>
  );
}
