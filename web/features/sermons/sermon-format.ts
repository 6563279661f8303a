import type { DateZone } from '#web/lib/church-time.js';
import { dateFormat } from '#web/lib/date-format.js';

/** "Sun, 7 Jun 2026": the day a sermon was preached, as the events' cards write days. */
export function formatSermonDay(iso: string, zone: DateZone = {}): string {
  return dateFormat(zone.locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: zone.timeZone,
  }).format(new Date(iso));
}

/** "42 min", "1 h 05 min": a sermon's length at a glance; nothing when unknown. */
export function formatDuration(seconds: number): string {
  if (seconds <= 0) return '';
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return `${String(minutes)} min`;
  const hours = Math.floor(minutes / 60);
  return `${String(hours)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** The same length spelled out for a screen reader: "42 minutes", "1 hour 5 minutes". */
export function spokenDuration(seconds: number): string {
  if (seconds <= 0) return '';
  const minutes = Math.max(1, Math.round(seconds / 60));
  const plural = (count: number, unit: string) =>
    `${String(count)} ${unit}${count === 1 ? '' : 's'}`;
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${plural(hours, 'hour')} ${plural(rest, 'minute')}` : plural(hours, 'hour');
}
