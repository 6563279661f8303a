import { describe, expect, it } from 'vitest';
import type { LookupAddress } from 'node:dns';
import { endpointAllowed, isPublicAddress, pinEndpoint, pinnedAgent } from './endpoint-guard.js';

const TEST_ORIGIN = 'http://127.0.0.1:4567';

describe('push endpoint guard', () => {
  it('allows https push services on public hosts, any port', () => {
    expect(endpointAllowed('https://fcm.googleapis.com/fcm/send/abc', [])).toBe(true);
    expect(endpointAllowed('https://updates.push.services.mozilla.com:8443/wpush/v2/x', [])).toBe(
      true,
    );
    expect(endpointAllowed('https://8.8.8.8/push', [])).toBe(true);
    expect(endpointAllowed('https://[2001:4860:4860::8888]/push', [])).toBe(true);
  });

  it('refuses plain http, credentials, dotless names and localhost', () => {
    expect(endpointAllowed('http://fcm.googleapis.com/fcm/send/abc', [])).toBe(false);
    expect(endpointAllowed('https://user:secret@push.example.com/x', [])).toBe(false);
    expect(endpointAllowed('https://user@push.example.com/x', [])).toBe(false);
    expect(endpointAllowed('https://intranet/x', [])).toBe(false);
    expect(endpointAllowed('https://localhost/x', [])).toBe(false);
    expect(endpointAllowed('https://LOCALHOST./x', [])).toBe(false);
    expect(endpointAllowed('https://printer.localhost/x', [])).toBe(false);
    expect(endpointAllowed('not a url', [])).toBe(false);
  });

  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.9',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '[::1]',
    '[::]',
    '[fe80::1]',
    '[fc00::1]',
    '[::ffff:127.0.0.1]',
    '[::ffff:10.0.0.1]',
    '[::ffff:a9fe:a9fe]',
    '2130706433',
    '0x7f000001',
  ])('refuses the non-public address %s', (host) => {
    expect(endpointAllowed(`https://${host}/push`, [])).toBe(false);
  });

  it('judges an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(isPublicAddress('::ffff:8.8.8.8')).toBe(true);
    expect(isPublicAddress('::ffff:192.168.0.1')).toBe(false);
    expect(isPublicAddress('not an address')).toBe(false);
  });

  it('lets a test origin stand in for a push service, and only that origin', () => {
    expect(endpointAllowed(`${TEST_ORIGIN}/push/1`, [TEST_ORIGIN])).toBe(true);
    expect(endpointAllowed('http://127.0.0.1:4568/push/1', [TEST_ORIGIN])).toBe(false);
    expect(endpointAllowed(`${TEST_ORIGIN}/push/1`, [])).toBe(false);
  });

  describe('at send time', () => {
    const resolving =
      (...addresses: string[]) =>
      async () =>
        addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

    it('pins the connection to the address it checked', async () => {
      const target = await pinEndpoint(
        'https://push.example.com/x',
        [],
        resolving('93.184.216.34', '2606:2800:220:1::1'),
      );
      expect(target).toEqual({ address: { address: '93.184.216.34', family: 4 }, plain: false });
    });

    it('refuses a name with any non-public address (DNS pointing inside)', async () => {
      expect(
        await pinEndpoint('https://push.example.com/x', [], resolving('93.184.216.34', '10.0.0.5')),
      ).toBeUndefined();
      expect(
        await pinEndpoint('https://push.example.com/x', [], resolving('::ffff:127.0.0.1')),
      ).toBeUndefined();
      expect(await pinEndpoint('https://push.example.com/x', [], resolving())).toBeUndefined();
      // No answer now is not a refusal: the send is tried again later.
      const failing = () => Promise.reject(new Error('ENOTFOUND'));
      await expect(pinEndpoint('https://push.example.com/x', [], failing)).rejects.toThrow(
        'ENOTFOUND',
      );
    });

    it('answers only the checked address to every lookup of the connection', async () => {
      const address = { address: '93.184.216.34', family: 4 };
      const agent = pinnedAgent({ address, plain: false });
      const lookup = agent.options.lookup;
      expect(lookup).toBeDefined();
      const one = await new Promise<[string, number]>((resolve, reject) =>
        lookup!('rebound.example.com', {}, (error, found, family) =>
          error ? reject(error) : resolve([found as string, family as number]),
        ),
      );
      expect(one).toEqual(['93.184.216.34', 4]);
      const all = await new Promise<LookupAddress[]>((resolve, reject) =>
        lookup!('rebound.example.com', { all: true }, (error, found) =>
          error ? reject(error) : resolve(found as unknown as LookupAddress[]),
        ),
      );
      expect(all).toEqual([address]);
      agent.destroy();
    });

    it('connects to a test origin over plain http', async () => {
      expect(await pinEndpoint(`${TEST_ORIGIN}/push/1`, [TEST_ORIGIN])).toEqual({
        address: { address: '127.0.0.1', family: 4 },
        plain: true,
      });
    });
  });
});
