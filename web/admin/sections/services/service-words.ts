import type { AdminService, OccurrenceStatus } from '#shared/schemas/services.js';
import type { PillTone } from '#web/admin/kit/index.js';
import { dateFormat } from '#web/lib/date-format.js';
import { WEEKDAYS } from './service-form-values.js';

/** "8:00 AM" in the zone. */
export function clockIn(at: Date, timeZone: string): string {
  return dateFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(at);
}

/** "Sunday 1 November 2026" in the zone. */
export function longDateIn(at: Date, timeZone: string): string {
  const parts = dateFormat('en-US', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((found) => found.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

/** "Sunday", "Sunday and Wednesday", "Monday, Wednesday and Friday". */
function listOfDays(days: readonly number[]): string {
  const names = days.map((day) => WEEKDAYS[day] ?? String(day));
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

/**
 * When a service happens, in words and church time: "Every Sunday and Wednesday at 8:00 AM",
 * "… until Wednesday 30 June 2027", or "Once, Sunday 1 November 2026 at 8:00 AM".
 */
export function repeatInWords(service: AdminService, churchZone: string): string {
  const first = new Date(service.startsAt);
  const time = clockIn(first, churchZone);
  if (service.repeat === 'none') return `Once, ${longDateIn(first, churchZone)} at ${time}`;
  const every =
    service.weekdays.length === 7 ? 'Every day' : `Every ${listOfDays(service.weekdays)}`;
  const until = service.until
    ? ` until ${longDateIn(new Date(`${service.until}T12:00:00Z`), 'UTC')}`
    : '';
  return `${every} at ${time}${until}`;
}

/** "90 minutes", "1 hour", "1 hour 30 minutes". */
export function durationInWords(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (!hours) return plural(rest, 'minute');
  return rest ? `${plural(hours, 'hour')} ${plural(rest, 'minute')}` : plural(hours, 'hour');
}

/** The source on a service's card: not a state, so no live-now red. */
export const SOURCE_LABELS = { live: 'Live stream', simulated: 'Simulated live' } as const;

export const STATUS_PILLS: Record<OccurrenceStatus, { tone: PillTone; label: string }> = {
  scheduled: { tone: 'neutral', label: 'Scheduled' },
  open: { tone: 'new', label: 'Chat open' },
  live: { tone: 'live', label: 'Live' },
  ended: { tone: 'approved', label: 'Ended' },
  cancelled: { tone: 'danger', label: 'Cancelled' },
};
