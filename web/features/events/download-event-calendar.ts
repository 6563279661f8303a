import { calendarFileName, eventCalendarFile } from '#shared/calendar.js';
import type { PublicEvent } from '#shared/schemas/events.js';

/** Saves the event as an iCalendar file named from its title (`Sunday_Service.ics`). */
export function downloadEventCalendar(event: PublicEvent, siteUrl: string): void {
  const file = new Blob([eventCalendarFile(event, siteUrl)], {
    type: 'text/calendar;charset=utf-8',
  });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = calendarFileName(event.title);
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after the click returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
