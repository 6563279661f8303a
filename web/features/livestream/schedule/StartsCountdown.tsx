import { ChurchTime } from '#web/components/ChurchTime.js';
import { useChurchTimeZone } from '#web/features/settings/index.js';
import { countdownParts, startsText } from '#web/lib/countdown.js';
import { useHydrated } from '#web/lib/use-hydrated.js';
import { useSecondsClock } from '#web/features/livestream/use-service-clock.js';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

interface StartsCountdownProps {
  /** The start, as stored. */
  startsAt: string;
  /** Smaller, for a card in the picker. */
  compact?: boolean;
}

/**
 * "Starts today 8:00 AM" (or "Starts Sunday 8:00 AM") in the church's time, and the days, hours, minutes and seconds
 * left. The server's clock is not the visitor's: until hydrated the digits keep their place,
 * invisible, as the home page's countdown does.
 */
export function StartsCountdown({ startsAt, compact = false }: StartsCountdownProps) {
  const churchZone = useChurchTimeZone();
  const hydrated = useHydrated();
  const now = useSecondsClock(hydrated);
  const start = new Date(startsAt);
  const parts = countdownParts(start, new Date(now));
  const when = (
    <ChurchTime
      dateTime={startsAt}
      churchZone={churchZone}
      format={(zone) => startsText(start, new Date(now), zone)}
    />
  );
  const units = UNITS.map((unit) => (
    <span key={unit} className="starts__unit" role={compact ? undefined : 'listitem'}>
      <span className={`starts__value${hydrated ? '' : ' local-time-pending'}`}>
        {hydrated ? String(parts[unit]).padStart(2, '0') : '00'}
      </span>
      <span className="starts__label">{unit}</span>
    </span>
  ));
  // In a card the whole card is a button, which holds phrasing content only: spans, and the
  // digits left out of its name (a name that changes every second is no name).
  if (compact) {
    return (
      <span className="starts starts--compact">
        <span className="starts__when">{when}</span>
        <span className="starts__countdown" aria-hidden="true">
          {units}
        </span>
      </span>
    );
  }
  return (
    <div className="starts">
      <p className="starts__when">{when}</p>
      <div className="starts__countdown" role="list" aria-label="Time until the service starts">
        {units}
      </div>
    </div>
  );
}
