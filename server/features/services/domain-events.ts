import type { DomainEventMeanings, DomainEventsOf } from '#server/platform/events/domain-events.js';

declare module '#server/platform/events/domain-events.js' {
  interface DomainEvents {
    /**
     * The panel added, edited or deleted a service or changed one occurrence, or the clock
     * opened, started or ended an occurrence's room.
     */
    'service.changed': Record<string, never>;
  }
}

/**
 * Pages read the schedule again on their own poll: the cached answers are dropped. The rooms an
 * occurrence opens and switches go through Stream Management's own events too.
 */
export const serviceEventMeanings: DomainEventMeanings<DomainEventsOf<'service'>> = {
  'service.changed': () => ({ invalidates: ['services'] }),
};
