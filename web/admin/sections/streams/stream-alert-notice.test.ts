import { describe, expect, it } from 'vitest';
import { goingLiveNotice, timeAgo } from './stream-alert-notice.js';

describe('the going-live confirmation', () => {
  const now = Date.parse('2026-11-29T10:00:00.000Z');
  const ago = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

  it('says how many subscribers are emailed, or why none are', () => {
    expect(goingLiveNotice('Sunday Service', { emailed: 12 }, now)).toBe(
      'Sunday Service is live now. 12 subscribers are being emailed.',
    );
    expect(goingLiveNotice('Vigil', { emailed: 1 }, now)).toBe(
      'Vigil is live now. 1 subscriber is being emailed.',
    );
    expect(goingLiveNotice('Vigil', { emailed: 0, reason: 'email-off' }, now)).toBe(
      'Vigil is live now. No email: Email Notifications are off (Settings > Notifications).',
    );
    expect(goingLiveNotice('Vigil', { emailed: 0, reason: 'no-subscribers' }, now)).toBe(
      'Vigil is live now. No email: there are no confirmed subscribers yet.',
    );
    expect(
      goingLiveNotice('Vigil', { emailed: 0, reason: 'recent-alert', lastAlertAt: ago(40) }, now),
    ).toMatch(/^Vigil is live now\. No email: an alert for this stream went out 40 minutes ago/);
    expect(
      goingLiveNotice('Vigil', { emailed: 0, reason: 'already-sent', lastAlertAt: ago(1) }, now),
    ).toBe('Vigil is live now. Subscribers were emailed 1 minute ago, when it went live.');
  });

  it('reads an interval in minutes, then hours', () => {
    expect(timeAgo(0)).toBe('0 minutes');
    expect(timeAgo(59 * 60_000)).toBe('59 minutes');
    expect(timeAgo(60 * 60_000)).toBe('1 hour');
    expect(timeAgo(125 * 60_000)).toBe('2 hours 5 minutes');
  });
});
