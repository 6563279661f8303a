import './service-times.css';
import { Clock } from 'lucide-react';
import type { ServiceTime } from '#shared/schemas/site-content.js';
import { clocksDiffer, readerTimeZone, zoneCity, zoneShortName } from '#web/lib/church-time.js';
import { useHydrated } from '#web/lib/use-hydrated.js';

interface ServiceTimesListProps {
  times: ServiceTime[];
  /** The church's time zone, in which the times are written. */
  churchZone: string;
}

/**
 * The weekly services as a row of cards; used by the home and contact pages. The times are the
 * church's own words ("8:00 AM"), so a reader whose clock differs is told whose time they are.
 */
export function ServiceTimesList({ times, churchZone }: ServiceTimesListProps) {
  const hydrated = useHydrated();
  const now = new Date();
  const foreign = hydrated && clocksDiffer(churchZone, readerTimeZone(), now);
  return (
    <>
      <ul className="service-times">
        {times.map((service) => (
          <li
            key={`${service.name}-${service.day}-${service.time}`}
            className="service-times__item"
          >
            <Clock aria-hidden="true" size={20} className="service-times__icon" />
            <div>
              <p className="service-times__day">{service.day}</p>
              <p className="service-times__time">{service.time}</p>
              <p className="service-times__name">{service.name}</p>
            </div>
          </li>
        ))}
      </ul>
      {foreign ? (
        <p className="service-times__zone">
          Times are {zoneCity(churchZone)} time ({zoneShortName(churchZone, now)}).
        </p>
      ) : null}
    </>
  );
}
