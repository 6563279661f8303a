import './service-times.css';
import { Clock } from 'lucide-react';
import type { ServiceTime } from '#shared/schemas/site-content.js';

/** The weekly services as a row of cards; used by the home and contact pages. */
export function ServiceTimesList({ times }: { times: ServiceTime[] }) {
  return (
    <ul className="service-times">
      {times.map((service) => (
        <li key={`${service.name}-${service.day}-${service.time}`} className="service-times__item">
          <Clock aria-hidden="true" size={20} className="service-times__icon" />
          <div>
            <p className="service-times__day">{service.day}</p>
            <p className="service-times__time">{service.time}</p>
            <p className="service-times__name">{service.name}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
