import type { PrayNowState } from '#shared/schemas/pray-now.js';
import {
  type DomainEventMeanings,
  type DomainEventsOf,
  busMessage,
} from '#server/platform/events/domain-events.js';

declare module '#server/platform/events/domain-events.js' {
  interface DomainEvents {
    /** A visitor asked to pray with someone now, someone accepted, or it went to the queue. */
    'prayNow.changed': { id: string; state: PrayNowState };
  }
}

/** Staff on duty see it at once (the panel's alert and its waiting list refetch). */
export const prayNowEventMeanings: DomainEventMeanings<DomainEventsOf<'prayNow'>> = {
  'prayNow.changed': ({ id, state }) => ({
    broadcast: [busMessage('live.pray-now', { _id: id, state })],
  }),
};
