import {
  type DomainEventMeanings,
  type DomainEventsOf,
  busMessage,
} from '#server/platform/events/domain-events.js';

declare module '#server/platform/events/domain-events.js' {
  interface DomainEvents {
    /** A prayer request arrived, from the /prayer page, the live page or the contact form. */
    'prayerRequest.received': { id: string };
    /** The prayer team changed a request (status, wall, urgency, assignment, a note). */
    'prayerRequest.updated': { id: string };
    /** Requests were erased on their sender's request. */
    'prayerRequest.erased': { ids: readonly string[] };
  }
}

const queueRefetches = (id: string) => busMessage('live.prayer-request', { _id: id });

/** The prayer team's queue and the dashboard refetch; no public read is cached. */
export const prayerRequestEventMeanings: DomainEventMeanings<DomainEventsOf<'prayerRequest'>> = {
  'prayerRequest.received': ({ id }) => ({ broadcast: [queueRefetches(id)] }),
  'prayerRequest.updated': ({ id }) => ({ broadcast: [queueRefetches(id)] }),
  'prayerRequest.erased': ({ ids }) => ({ broadcast: ids.map(queueRefetches) }),
};
