import type { DomainEventMeanings, DomainEventsOf } from '#server/platform/events/domain-events.js';
import type { OccurrenceEnded } from './endings.js';

declare module '#server/platform/events/domain-events.js' {
  interface DomainEvents {
    /**
     * The panel added, edited or deleted a service or changed one occurrence, or the clock
     * opened, started or ended an occurrence's room.
     */
    'service.changed': Record<string, never>;
    /** An occurrence's room ended, claimed once between instances: its replay can be made. */
    'service.occurrenceEnded': OccurrenceEnded;
  }
}

/**
 * Pages read the schedule again on their own poll: the cached answers are dropped. The rooms an
 * occurrence opens and switches go through Stream Management's own events too.
 */
export const serviceEventMeanings: DomainEventMeanings<DomainEventsOf<'service'>> = {
  'service.changed': () => ({ invalidates: ['services'] }),
  // The schedule's answers are dropped by the 'service.changed' the same run publishes.
  'service.occurrenceEnded': () => ({}),
};
