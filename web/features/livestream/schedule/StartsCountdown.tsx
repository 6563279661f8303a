import { ChurchTime } from '#web/components/ChurchTime.js';
import { useChurchTimeZone } from '#web/features/settings/index.js';
import { countdownParts } from '#web/lib/countdown.js';
import { useHydrated } from '#web/lib/use-hydrated.js';
import { startsText } from '#web/features/livestream/service-times.js';
import { useSecondsClock } from '#web/features/livestream/use-service-clock.js';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

interface StartsCountdownProps {
  /** The start, as stored. */
  startsAt: string;
  /** Smaller, for a card in the picker. */
  compact?: boolean;
}

/**
 * "Starts today at 8:00 AM" in the church's time, and the days, hours, minutes and seconds
 * left. The server's clock is not the visitor's: until hydrated the digits keep their place,
 * invisible, as the home page's countdown does.
 */
export function StartsCountdown({ startsAt, compact = false }: StartsCountdownProps) {
  const churchZone = useChurchTimeZone();
  const hydrated = useHydrated();
  const now = useSecondsClock(hydrated);
  const start = new Date(startsAt);
  const parts = countdownParts(start, new Date(now));
  return (
    <div className={`starts${compact ? ' starts--compact' : ''}`}>
      <p className="starts__when">
        <ChurchTime
          dateTime={startsAt}
          churchZone={churchZone}
          format={({ timeZone }) => startsText(start, timeZone, new Date(now))}
        />
      </p>
      <ol className="starts__countdown" aria-label="Time until the service starts">
        {UNITS.map((unit) => (
          <li key={unit} className="starts__unit">
            <span className={`starts__value${hydrated ? '' : ' local-time-pending'}`}>
              {hydrated ? String(parts[unit]).padStart(2, '0') : '00'}
            </span>
            <span className="starts__label">{unit}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
