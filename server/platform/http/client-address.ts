import type { FastifyRequest } from 'fastify';
import { createHmac } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { DEVICE_KEY_HEADER, DEVICE_KEY_PATTERN } from '#shared/api-paths.js';

/**
 * The address a per-address rule counts: IPv4 as it is, IPv6 by its /64 network, which one
 * machine, home or phone usually holds whole (it could otherwise step to the next address of
 * its network to come back from a ban or spread its posts over fresh counters).
 */
export function addressGroup(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('%', 1)[0]!.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The request's address group (see `addressGroup`), the proxy setting applied. */
export const requestAddress = (request: Pick<FastifyRequest, 'ip'>): string =>
  addressGroup(request.ip);

/** The device key the browser sent, or null when none or a malformed one was sent. */
export function deviceKeyOf(request: Pick<FastifyRequest, 'headers'>): string | null {
  const sent = request.headers[DEVICE_KEY_HEADER];
  return typeof sent === 'string' && DEVICE_KEY_PATTERN.test(sent) ? sent : null;
}

/**
 * A device key as stored beside a post or a sanction: keyed with the installation's secret, so
 * whoever reads the database cannot send it back as that browser.
 */
export function storedDeviceKey(secret: string, deviceKey: string): string {
  return createHmac('sha256', secret)
    .update(`device|${deviceKey}`)
    .digest('base64url')
    .slice(0, 32);
}
