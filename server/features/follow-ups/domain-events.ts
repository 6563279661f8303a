import {
  type DomainEventMeanings,
  type DomainEventsOf,
  busMessage,
} from '#server/platform/events/domain-events.js';

declare module '#server/platform/events/domain-events.js' {
  interface DomainEvents {
    /** A moment's answer with contact details became a follow-up. */
    'followUp.received': { id: string };
    /** The team changed a follow-up (status, assignee, note, urgency) or emailed the person. */
    'followUp.updated': { id: string };
    /** Follow-ups were erased on their person's request. */
    'followUp.erased': { ids: readonly string[] };
  }
}

const queueRefetches = (id: string) => busMessage('live.follow-up', { _id: id });

/** The follow-up queue and the dashboard refetch; nothing public is cached. */
export const followUpEventMeanings: DomainEventMeanings<DomainEventsOf<'followUp'>> = {
  'followUp.received': ({ id }) => ({ broadcast: [queueRefetches(id)] }),
  'followUp.updated': ({ id }) => ({ broadcast: [queueRefetches(id)] }),
  'followUp.erased': ({ ids }) => ({ broadcast: ids.map(queueRefetches) }),
};
