import {
  type DomainEventMeanings,
  type DomainEventsOf,
  busMessage,
} from '#server/platform/events/domain-events.js';

declare module '#server/platform/events/domain-events.js' {
  interface DomainEvents {
    /** The site content document was saved whole. */
    'siteContent.replaced': Record<string, never>;
  }
}

/** Every instance drops its copy; the pages read the content through it, not a cached answer. */
export const siteContentEventMeanings: DomainEventMeanings<DomainEventsOf<'siteContent'>> = {
  'siteContent.replaced': () => ({ broadcast: [busMessage('siteContent.changed', {})] }),
};
