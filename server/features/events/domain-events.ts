import type { DomainEventMeanings, DomainEventsOf } from '#server/platform/events/domain-events.js';

declare module '#server/platform/events/domain-events.js' {
  interface DomainEvents {
    /** Event Management added, edited or deleted an event. */
    'event.changed': { id: string };
  }
}

/** Pages read the calendar again on their own: only the cached upcoming list is dropped. */
export const eventEventMeanings: DomainEventMeanings<DomainEventsOf<'event'>> = {
  'event.changed': () => ({ invalidates: ['events'] }),
};
