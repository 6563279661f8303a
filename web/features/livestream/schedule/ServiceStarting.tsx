import { StartsCountdown } from './StartsCountdown.js';

/** In place of the player before a service starts: when, and how long to wait. */
export function ServiceStarting({ startsAt }: { startsAt: string }) {
  return (
    <div className="player player--starting">
      <StartsCountdown startsAt={startsAt} />
    </div>
  );
}
