import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';

/**
 * The proxies whose `X-Forwarded-For` entries are believed: a hop count, or their addresses and
 * networks. Never "every hop": then the first entry, which the client writes itself, would be
 * taken as its address and a client could escape the per-address limits.
 */
export type TrustProxy = false | number | string[];

/** Names the address matcher of Fastify (proxy-addr) knows for the private ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const TRUST_ALL = new Set(['true', 'yes', 'on', '*', 'all', 'any', '0.0.0.0/0', '::/0']);
const TRUST_NONE = new Set(['', 'false', 'no', 'off', '0']);

export const TRUST_PROXY_ALL_REFUSED =
  'trusting every proxy would let a client choose its own address; give the number of proxies in front of the app (e.g. 1) or their addresses (e.g. 10.0.0.5,192.168.1.0/24)';

function isAddressOrNetwork(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  // A netmask of zero trusts the whole internet: the same as trusting every hop.
  return Number(prefix) >= 1 && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Reads TRUST_PROXY; answers an error text for a value that must stop start-up. */
export function parseTrustProxy(
  raw: string | undefined,
): { value: TrustProxy } | { error: string } {
  const text = (raw ?? '').trim().toLowerCase();
  if (TRUST_NONE.has(text)) return { value: false };
  if (TRUST_ALL.has(text)) return { error: TRUST_PROXY_ALL_REFUSED };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 16 ? { value: hops } : { error: 'a hop count is at most 16' };
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isAddressOrNetwork(entry));
  if (bad !== undefined) {
    return bad === '0.0.0.0/0' || bad.endsWith('/0')
      ? { error: TRUST_PROXY_ALL_REFUSED }
      : { error: `"${bad}" is neither a hop count nor an address or network (CIDR)` };
  }
  return { value: entries };
}

/**
 * The form Fastify takes. A hop count becomes a function: trust the socket's peer and the
 * entries it appended, up to that many hops, so the client-written first entries are ignored.
 */
export function fastifyTrustProxy(
  value: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value;
}

/**
 * The client's address exactly as Fastify's `request.ip` reads it with the same setting, for
 * answers given before Fastify sees the request (the read cache's front).
 */
export function clientAddressReader(value: TrustProxy): (request: IncomingMessage) => string {
  if (value === false) return (request) => request.socket.remoteAddress ?? '';
  const compiled =
    typeof value === 'number'
      ? (_address: string, hop: number) => hop < value
      : proxyAddr.compile(value);
  return (request) => proxyAddr(request, compiled);
}
