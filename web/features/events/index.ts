/**
 * /events, loaded with its route. Loaded on demand here, so the pages that list the next events
 * through useUpcomingEvents do not pull this page into their bundle.
 */
export const loadEventsPage = () => import('./EventsPage.js').then((module) => module.EventsPage);

/** The upcoming events and their query keys. */
export { eventsKeys } from './events-keys.js';
export { useUpcomingEvents } from './get-upcoming-events.js';
