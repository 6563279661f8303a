import type { StreamAlertOutcome } from '#shared/schemas/admin-streams.js';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "40 minutes", "1 hour", "2 hours 5 minutes": how long ago an alert went out. */
export function timeAgo(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 60) return plural(minutes, 'minute', 'minutes');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest
    ? `${plural(hours, 'hour', 'hours')} ${plural(rest, 'minute', 'minutes')}`
    : plural(hours, 'hour', 'hours');
}

/**
 * The admin's confirmation of setting a stream live: how many subscribers are being emailed, or
 * why nobody is, so a going-live that sends nothing never looks like one that did.
 */
export function goingLiveNotice(
  title: string,
  alert: StreamAlertOutcome,
  now: number = Date.now(),
): string {
  const live = `${title} is live now.`;
  if (alert.emailed > 0) {
    return `${live} ${plural(alert.emailed, 'subscriber is', 'subscribers are')} being emailed.`;
  }
  const ago = alert.lastAlertAt ? timeAgo(now - Date.parse(alert.lastAlertAt)) : '';
  switch (alert.reason) {
    case 'email-off':
      return `${live} No email: Email Notifications are off (Settings > Notifications).`;
    case 'alerts-off':
      return `${live} No email: Stream Alerts are off (Settings > Notifications).`;
    case 'no-subscribers':
      return `${live} No email: there are no confirmed subscribers yet.`;
    case 'recent-alert':
      return `${live} No email: an alert for this stream went out ${ago} ago (Settings > Notifications sets how long before it alerts again).`;
    case 'already-sent':
      return `${live} Subscribers were emailed ${ago} ago, when it went live.`;
    case 'not-new':
      return `${live} No email: it went live over 2 hours ago.`;
    case 'inactive':
      return `${live} No email: the stream is inactive, so visitors cannot see it.`;
    default:
      return live;
  }
}
