import type { DomainEventMeanings, DomainEventsOf } from '#server/platform/events/domain-events.js';

declare module '#server/platform/events/domain-events.js' {
  interface DomainEvents {
    /**
     * The panel added, edited or deleted a sermon or a series, or a service's end made a
     * replay: `id` names the sermon or the series.
     */
    'sermon.changed': { id: string };
  }
}

/**
 * Pages read the library again on their next visit: the cached lists, sermons and series are
 * dropped, and so are the chat answers a retired room gives once a published replay shows it.
 */
export const sermonEventMeanings: DomainEventMeanings<DomainEventsOf<'sermon'>> = {
  'sermon.changed': () => ({ invalidates: ['sermons'] }),
};
