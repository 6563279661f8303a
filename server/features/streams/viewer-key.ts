import { createHash, createHmac } from 'node:crypto';
import { addressGroup } from '#server/platform/http/client-address.js';

/**
 * How many viewers one address can count as per stream and window when nobody is signed in.
 * A family or a church hall shares one address; a script changing its User-Agent on every
 * request must not become thousands of viewers. Browsers fall into this many slots by a hash
 * of their User-Agent, so varying it gains at most this many views. An IPv6 /64 is one address:
 * one home or phone holds a whole /64.
 */
export const VIEWER_SLOTS_PER_ADDRESS = 8;

/** Keys already worked out, per secret; emptied when full, so memory stays bounded. */
const REMEMBERED_KEYS = 20_000;
const remembered = new Map<string, Map<string, string>>();

/**
 * Every poll of a page in the fallback asks again: two hashes each time would be most of a
 * cached answer's cost.
 */
function keyed(secret: string, asked: string, make: () => string): string {
  let keys = remembered.get(secret);
  if (!keys || keys.size >= REMEMBERED_KEYS) {
    keys = new Map();
    remembered.set(secret, keys);
  }
  const known = keys.get(asked);
  if (known !== undefined) return known;
  const key = make();
  keys.set(asked, key);
  return key;
}

const hmac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('base64url').slice(0, 32);

/**
 * Who is watching, without keeping their address: a signed-in member is themself, whatever
 * their browser says; anyone else is one of the address group's slots. The address is keyed
 * with the installation's secret, so a stored key cannot be turned back into an address.
 */
export function viewerKey(
  secret: string,
  viewer: { memberId: string | null; ip: string; userAgent: string | undefined },
): string {
  if (viewer.memberId) return `member:${viewer.memberId}`;
  const group = addressGroup(viewer.ip);
  const userAgent = viewer.userAgent ?? '';
  return keyed(secret, `a|${group}|${userAgent}`, () => {
    const slot =
      createHash('sha256').update(userAgent).digest().readUInt32BE(0) % VIEWER_SLOTS_PER_ADDRESS;
    return hmac(secret, `stream-view|${group}|${slot}`);
  });
}

/** Someone on a stream's page, as the live viewer count knows them. */
export interface LiveViewer {
  /** The member, or the address group's slot (`viewerKey`): what counts when `device` may not. */
  key: string;
  /** The browser's own key (keyed with the secret), when it sent a valid one. */
  device: string | null;
  /** The address group the device keys are bounded by. */
  group: string;
}

/**
 * A viewer of a live stream: the browser itself when it sends its device key (two tabs of one
 * browser are one viewer, two browsers on one network are two), else as `viewerKey`. The device
 * key is keyed with the installation's secret in a context of its own, so a watch session cannot
 * be matched with a stored post or sanction. The counter bounds how many devices one address
 * group may bring, since a script can invent keys.
 */
export function liveViewerOf(
  secret: string,
  viewer: {
    memberId: string | null;
    ip: string;
    userAgent: string | undefined;
    deviceKey: string | null;
  },
): LiveViewer {
  const device = viewer.deviceKey;
  return {
    key: viewerKey(secret, viewer),
    device: device
      ? keyed(secret, `d|${device}`, () => `device:${hmac(secret, `stream-viewer|${device}`)}`)
      : null,
    group: addressGroup(viewer.ip),
  };
}
