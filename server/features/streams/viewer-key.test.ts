import { describe, expect, it } from 'vitest';
import { liveViewerOf, viewerKey } from './viewer-key.js';

const SECRET = 'a-secret-for-viewer-key-tests-0123456789';
const guest = (ip: string, userAgent = 'Browser/1.0') =>
  viewerKey(SECRET, { memberId: null, ip, userAgent });

describe('viewer keys', () => {
  it('keys every address of one IPv6 /64 alike, and another /64 apart', () => {
    const home = guest('2001:db8:1:2::1');
    expect(guest('2001:db8:1:2:ffff:eeee:dddd:cccc')).toBe(home);
    expect(guest('2001:0db8:0001:0002:0:0:0:9')).toBe(home);
    expect(guest('2001:db8:1:3::1')).not.toBe(home);
    expect(guest('::ffff:192.0.2.1')).toBe(guest('192.0.2.1'));
    expect(home).not.toContain('2001');
  });

  it('is the member for a member, and the device (keyed) for a browser that sends one', () => {
    expect(viewerKey(SECRET, { memberId: 'm1', ip: '192.0.2.1', userAgent: 'A' })).toBe(
      'member:m1',
    );
    const one = liveViewerOf(SECRET, {
      memberId: null,
      ip: '2001:db8:1:2::1',
      userAgent: 'A',
      deviceKey: 'device-key-one-0001',
    });
    const sameBrowser = liveViewerOf(SECRET, {
      memberId: null,
      ip: '2001:db8:1:2::77',
      userAgent: 'A',
      deviceKey: 'device-key-one-0001',
    });
    expect(sameBrowser).toEqual(one);
    expect(one.device).not.toContain('device-key-one');
    expect(one.group).toBe('2001:db8:1:2::/64');
    expect(one.key).toBe(guest('2001:db8:1:2::1', 'A'));
    expect(
      liveViewerOf(SECRET, { memberId: null, ip: '192.0.2.1', userAgent: 'A', deviceKey: null })
        .device,
    ).toBeNull();
  });
});
