import { lookup as dnsLookup } from 'node:dns/promises';
import { Agent } from 'node:https';
import { type LookupFunction, createConnection } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Push endpoints are addresses a browser hands us: the server then makes requests to them, so
 * an endpoint must never lead into the church's own network (SSRF). Only https on a public
 * host passes, unless its origin is one of the test origins standing in for a push service.
 */

/** Whether an IP address is a public unicast one (IPv4-mapped IPv6 judged as its IPv4). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** The host of a URL without the brackets an IPv6 literal carries there. */
const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * The check at subscribe time, on the address alone: https, no credentials in it, and a host
 * that is a public IP literal or a dotted name other than localhost.
 */
export function endpointAllowed(endpoint: string, testOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (testOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:') return false;
  const host = bareHost(url).toLowerCase().replace(/\.$/, '');
  if (ipaddr.isValid(host)) return isPublicAddress(host);
  // A bracketed host that is no IP literal, or a dotless name: an internal name, never a service.
  if (host.includes(':') || !host.includes('.')) return false;
  if (host === 'localhost' || host.endsWith('.localhost')) return false;
  return true;
}

export interface ResolvedAddress {
  address: string;
  family: number;
}

export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

export const resolveAll: Resolve = (hostname) => dnsLookup(hostname, { all: true });

/** A connection's destination decided before the request: the one address checked. */
export interface PinnedTarget {
  address: ResolvedAddress;
  /** A test origin over plain http (the stand-in push service); never a real one. */
  plain: boolean;
}

/**
 * The check at send time: the host's addresses resolved here, every one public (else a name
 * that once pointed outside could point inside now), and the first of them the one connected
 * to. Undefined: the endpoint is refused; a failed lookup rejects (worth another try).
 */
export async function pinEndpoint(
  endpoint: string,
  testOrigins: readonly string[],
  resolve: Resolve = resolveAll,
): Promise<PinnedTarget | undefined> {
  if (!endpointAllowed(endpoint, testOrigins)) return undefined;
  const url = new URL(endpoint);
  const testOrigin = testOrigins.includes(url.origin);
  const host = bareHost(url);
  // A failed lookup rejects: the name may resolve again later (the caller tries again).
  const addresses = ipaddr.isValid(host)
    ? [{ address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 }]
    : await resolve(host);
  const first = addresses[0];
  if (!first) return undefined;
  if (!testOrigin && !addresses.every(({ address }) => isPublicAddress(address))) return undefined;
  return { address: first, plain: testOrigin && url.protocol === 'http:' };
}

/**
 * An agent whose connections go to the pinned address whatever the name resolves to by then
 * (DNS rebinding). TLS still checks the certificate against the endpoint's host name. For a
 * plain test origin it opens a bare TCP connection, so the one send path serves the tests too.
 */
export function pinnedAgent({ address, plain }: PinnedTarget): Agent {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [address]);
    else callback(null, address.address, address.family);
  };
  if (!plain) return new Agent({ lookup, keepAlive: false, maxSockets: 1 });
  const agent = new Agent({ keepAlive: false, maxSockets: 1 });
  agent.createConnection = (options) =>
    createConnection({
      host: address.address,
      port: Number((options as { port?: number | string }).port ?? 80),
    });
  return agent;
}
