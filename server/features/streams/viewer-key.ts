import { createHash, createHmac } from 'node:crypto';

/**
 * How many viewers one address can count as per stream and window when nobody is signed in.
 * A family or a church hall shares one address; a script changing its User-Agent on every
 * request must not become thousands of viewers. Browsers fall into this many slots by a hash
 * of their User-Agent, so varying it gains at most this many views.
 */
export const VIEWER_SLOTS_PER_ADDRESS = 8;

/** Keys already worked out, per secret; emptied when full, so memory stays bounded. */
const REMEMBERED_KEYS = 20_000;
const remembered = new Map<string, Map<string, string>>();

/**
 * Who is watching, without keeping their address: a signed-in member is themself, whatever
 * their browser says; anyone else is one of the address's slots. The address is keyed with the
 * installation's secret, so a stored key cannot be turned back into an address.
 */
export function viewerKey(
  secret: string,
  viewer: { memberId: string | null; ip: string; userAgent: string | undefined },
): string {
  if (viewer.memberId) return `member:${viewer.memberId}`;
  // Every poll of a page in the fallback asks again: two hashes each time would be most of a
  // cached answer's cost.
  const asked = `${viewer.ip}|${viewer.userAgent ?? ''}`;
  let keys = remembered.get(secret);
  if (!keys || keys.size >= REMEMBERED_KEYS) {
    keys = new Map();
    remembered.set(secret, keys);
  }
  const known = keys.get(asked);
  if (known !== undefined) return known;
  const slot =
    createHash('sha256')
      .update(viewer.userAgent ?? '')
      .digest()
      .readUInt32BE(0) % VIEWER_SLOTS_PER_ADDRESS;
  const key = createHmac('sha256', secret)
    .update(`stream-view|${viewer.ip}|${slot}`)
    .digest('base64url')
    .slice(0, 32);
  keys.set(asked, key);
  return key;
}
