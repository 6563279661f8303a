import {
  type DateZone,
  SERVER_DATE_ZONE,
  clocksDiffer,
  readerClock,
  readerTimeZone,
  zoneShortName,
} from '#web/lib/church-time.js';
import { useHydrated } from '#web/lib/use-hydrated.js';

interface ChurchTimeProps {
  /** The instant, as stored. */
  dateTime: string;
  /** The church's zone; the reader's own when not known. */
  churchZone: string | undefined;
  /** The text of the date or time in a zone. */
  format: (zone: DateZone) => string;
  className?: string;
}

/**
 * A scheduled time in the church's zone. A reader whose clock differs sees the zone named and
 * their own time beside it, "9:00 AM GMT+1 · 8:00 AM your time": the church publishes one
 * time, and nobody has to work out whether a time was already converted.
 */
export function ChurchTime({ dateTime, churchZone, format, className }: ChurchTimeProps) {
  // Until hydrated, the text is in a zone the server shares, kept invisible: the church's
  // replaces it in the same space once the reader's zone is known.
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <time
        dateTime={dateTime}
        className={[className, 'local-time-pending'].filter(Boolean).join(' ')}
      >
        {format(SERVER_DATE_ZONE)}
      </time>
    );
  }
  const at = new Date(dateTime);
  const reader = readerTimeZone();
  const zone = churchZone ?? reader;
  const differs = !Number.isNaN(at.getTime()) && clocksDiffer(zone, reader, at);
  return (
    <time dateTime={dateTime} className={className}>
      {format({ timeZone: zone })}
      {differs ? (
        <>
          {` ${zoneShortName(zone, at)}`}
          <span className="church-time__yours"> · {readerClock(at, zone)} your time</span>
        </>
      ) : null}
    </time>
  );
}
