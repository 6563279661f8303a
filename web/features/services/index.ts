/** The services schedule as the public pages read it: the coming occurrences and their times. */
export { servicesKeys } from './services-keys.js';
export { useUpcomingServices } from './get-upcoming-services.js';
export {
  churchClock,
  churchWeekday,
  comingOccurrences,
  nextOccurrence,
  occurrenceState,
  scheduleServiceTimes,
  timeUntil,
  type OccurrenceState,
} from './schedule.js';
export { useServiceTimes } from './use-service-times.js';
export { occurrenceCalendarEvent, serviceCalendarFile } from './calendar.js';
