import { API, apiPath } from '#shared/api-paths.js';
import type { CalendarEvent } from '#shared/calendar-links.js';
import type { Occurrence } from '#shared/schemas/services.js';

/** The service's calendar file, made by the server: every occurrence, repeating as it does. */
export const serviceCalendarFile = (serviceId: string) =>
  apiPath(API.serviceCalendarFile, { id: serviceId });

/** An occurrence as the Google and Outlook links take it; Google keeps its repeat rule. */
export function occurrenceCalendarEvent(occurrence: Occurrence): CalendarEvent {
  return {
    _id: occurrence._id,
    title: occurrence.title,
    description: occurrence.description,
    startDate: occurrence.startsAt,
    endDate: occurrence.endsAt,
    location: '',
    recurrence: occurrence.recurrence,
  };
}
