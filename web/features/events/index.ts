import { lazy } from 'react';

/**
 * /events, loaded with its route. Lazy here, so the pages that list the next events through
 * useUpcomingEvents do not pull this page into their bundle.
 */
export const EventsPage = lazy(() =>
  import('./EventsPage.js').then((module) => ({ default: module.EventsPage })),
);

/** The upcoming events and their query keys. */
export { eventsKeys } from './events-keys.js';
export { useUpcomingEvents } from './get-upcoming-events.js';
