import type { DemoContentCounts } from '#shared/schemas/launch-checklist.js';
import type { DomainEventMeanings, DomainEventsOf } from '#server/platform/events/domain-events.js';

declare module '#server/platform/events/domain-events.js' {
  interface DomainEvents {
    /** The demo church's content was removed: how many of each kind went. */
    'launch.demoRemoved': { removed: DemoContentCounts };
  }
}

/** The demo's streams, their chat and comments, and its events leave the cached reads. */
export const launchEventMeanings: DomainEventMeanings<DomainEventsOf<'launch'>> = {
  'launch.demoRemoved': () => ({ invalidates: ['streams', 'chat', 'comments', 'events'] }),
};
