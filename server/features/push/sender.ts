import webPush, { WebPushError } from 'web-push';
import {
  type PinnedTarget,
  type Resolve,
  pinEndpoint,
  pinnedAgent,
  resolveAll,
} from './endpoint-guard.js';
import type { DueDelivery } from './repository.js';

/**
 * What a push service's answer means for one delivery: delivered; the subscription is gone
 * (404, 410: the browser unsubscribed); worth another try later (429, 5xx, no connection);
 * refused for good (another 4xx: the message itself is wrong); or the endpoint failed the
 * address guard (the subscription is dropped).
 */
export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'gone'; status: number }
  | { kind: 'retry'; error: string }
  | { kind: 'drop'; error: string }
  | { kind: 'refused' };

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

interface Options {
  vapid: VapidKeys;
  /** mailto: or https: as push services expect; asked per send (the church's address may change). */
  subject: () => Promise<string>;
  testOrigins: readonly string[];
  resolve?: Resolve;
  timeoutMs?: number;
}

export type PushSend = (delivery: DueDelivery) => Promise<SendOutcome>;

/** How long a VAPID signature says it is good for (push services take up to 24 hours). */
const VAPID_VALID_SECONDS = 12 * 3600;
/** How long one signature is reused for its push service, well inside its validity. */
const VAPID_REUSE_MS = 3_600_000;
/** Push services whose signatures are kept; past this (endpoints anyone may name), all go. */
const VAPID_KEPT_AUDIENCES = 256;

/**
 * The VAPID Authorization header for an endpoint's push service, signed once an hour per push
 * service and subject rather than per message: signing is most of a message's CPU, and a
 * go-live sends thousands to the same few services.
 */
function vapidAuthorization(vapid: VapidKeys) {
  const kept = new Map<string, { header: string; signedAt: number }>();
  return (endpoint: string, subject: string): string => {
    const audience = new URL(endpoint).origin;
    const key = `${audience} ${subject}`;
    const now = Date.now();
    const signed = kept.get(key);
    if (signed && now >= signed.signedAt && now - signed.signedAt < VAPID_REUSE_MS) {
      return signed.header;
    }
    const { Authorization } = webPush.getVapidHeaders(
      audience,
      subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
      Math.floor(now / 1000) + VAPID_VALID_SECONDS,
    );
    if (kept.size >= VAPID_KEPT_AUDIENCES) kept.clear();
    kept.set(key, { header: Authorization, signedAt: now });
    return Authorization;
  };
}

/**
 * Sends one delivery with web-push (payload encrypted for the browser, VAPID-signed), to the
 * address checked and pinned just now.
 */
export function createPushSender({
  vapid,
  subject,
  testOrigins,
  resolve = resolveAll,
  timeoutMs = 10_000,
}: Options): PushSend {
  const authorization = vapidAuthorization(vapid);
  return async (delivery) => {
    let target: PinnedTarget | undefined;
    try {
      target = await pinEndpoint(delivery.endpoint, testOrigins, resolve);
    } catch (error) {
      // No answer from DNS now is no proof the address is gone.
      return { kind: 'retry', error: error instanceof Error ? error.message : String(error) };
    }
    if (!target) return { kind: 'refused' };
    const agent = pinnedAgent(target);
    try {
      await webPush.sendNotification(
        { endpoint: delivery.endpoint, keys: { p256dh: delivery.p256dh, auth: delivery.auth } },
        delivery.payload,
        {
          headers: { Authorization: authorization(delivery.endpoint, await subject()) },
          TTL: delivery.ttlSeconds,
          urgency: delivery.urgency,
          topic: delivery.pushTopic,
          agent,
          timeout: timeoutMs,
        },
      );
      return { kind: 'sent' };
    } catch (error) {
      if (error instanceof WebPushError) {
        const status = error.statusCode;
        if (status === 404 || status === 410) return { kind: 'gone', status };
        const message = `push service answered ${status}`;
        if (status === 429 || status >= 500) return { kind: 'retry', error: message };
        return { kind: 'drop', error: message };
      }
      return { kind: 'retry', error: error instanceof Error ? error.message : String(error) };
    } finally {
      agent.destroy();
    }
  };
}
