import { API } from '#shared/api-paths.js';
import type { PushTopic } from '#shared/push.js';
import type {
  PushPublicKeyResponse,
  PushSubscriptionBody,
  PushSubscriptionResponse,
  PushUnsubscribeBody,
} from '#shared/schemas/push.js';
import { apiRequest, isApiError } from '#web/lib/api-client.js';
import { readLivestreamUser } from '#web/lib/livestream-user.js';
import { PUSH_ERRORS, PushError, pushFailureText } from './push-errors.js';

export { PUSH_ERRORS };

/**
 * This browser's push subscription: the Push API's side (permission, the push service's
 * endpoint and keys) and the site's (the topics the server holds for that endpoint). Loaded
 * when first used, so pages that only show a "Notify me" button do not carry it.
 */

/** What the server holds for this browser; null when it holds nothing. */
export type PushState = { endpoint: string; topics: PushTopic[] } | null;

/** How long to wait for the service worker before saying notifications are unavailable. */
const WORKER_WAIT_MS = 10_000;

/** A member's token goes along, so the server links the subscription to their account. */
function memberToken(): string | undefined {
  const user = readLivestreamUser();
  return user && !user.isGuest ? user.token : undefined;
}

/**
 * The active service worker's registration. `ready` never settles when no worker is ever
 * registered (an old cached page, a blocked script): after a while that is said plainly.
 */
async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  let timer: number | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = window.setTimeout(() => {
      reject(new PushError('unavailable', PUSH_ERRORS.unavailable));
    }, WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, late]);
  } finally {
    window.clearTimeout(timer);
  }
}

/** The Push API's subscription of this browser, without waiting for a worker that is not there. */
export async function browserSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

/** The VAPID key as the Push API takes it: base64url text to its bytes. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const held = subscription.options.applicationServerKey;
  if (!held || held.byteLength !== key.length) return false;
  const bytes = new Uint8Array(held);
  return bytes.every((byte, index) => byte === key[index]);
}

/** Asks for permission when not yet given; a refusal is said in the visitor's terms. */
async function askPermission(): Promise<void> {
  if (Notification.permission === 'granted') return;
  if (Notification.permission === 'denied') throw new PushError('denied', PUSH_ERRORS.denied);
  const answer = await Notification.requestPermission();
  if (answer === 'denied') throw new PushError('denied', PUSH_ERRORS.denied);
  if (answer !== 'granted') throw new PushError('dismissed', PUSH_ERRORS.dismissed);
}

/**
 * The Push API's subscription under the server's current key: the one held is kept, unless it
 * was made with another key (the site's key changed), which the push service would refuse.
 */
async function pushSubscription(registration: ServiceWorkerRegistration) {
  const { publicKey } = await apiRequest<PushPublicKeyResponse>(API.pushPublicKey);
  const key = base64UrlToBytes(publicKey);
  const held = await registration.pushManager.getSubscription();
  if (held && sameKey(held, key)) return held;
  if (held) await held.unsubscribe();
  try {
    return await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'NotAllowedError') {
      throw new PushError('denied', PUSH_ERRORS.denied);
    }
    throw new PushError('unavailable', PUSH_ERRORS.unavailable);
  }
}

/** Subscribes this browser (asking permission first) and saves the topics it wants. */
export async function subscribePush(topics: PushTopic[]): Promise<NonNullable<PushState>> {
  await askPermission();
  const subscription = await pushSubscription(await activeRegistration());
  const { keys } = subscription.toJSON();
  if (!keys?.p256dh || !keys.auth) throw new PushError('unavailable', PUSH_ERRORS.unavailable);
  const body: PushSubscriptionBody = {
    endpoint: subscription.endpoint,
    keys: { p256dh: keys.p256dh, auth: keys.auth },
    topics,
  };
  const saved = await apiRequest<PushSubscriptionResponse>(API.pushSubscription, {
    method: 'POST',
    body,
    memberToken: memberToken(),
  });
  return saved.subscription;
}

/** Stops this browser's notifications: the server forgets it, then the push service does. */
export async function unsubscribePush(): Promise<null> {
  const subscription = await browserSubscription();
  if (!subscription) return null;
  const body: PushUnsubscribeBody = { endpoint: subscription.endpoint };
  try {
    await apiRequest<object>(API.pushSubscription, { method: 'DELETE', body });
  } catch (error) {
    // Already unknown to the server: there is nothing more to forget there.
    if (!isApiError(error) || error.status !== 404) throw error;
  }
  await subscription.unsubscribe();
  return null;
}

/** Saves the chosen topics; none chosen stops the notifications altogether. */
export function savePushTopics(topics: PushTopic[]): Promise<PushState> {
  return topics.length > 0 ? subscribePush(topics) : unsubscribePush();
}

/** What the server holds for this browser's subscription, if it has one. */
export async function readPushState(): Promise<PushState> {
  const subscription = await browserSubscription();
  if (!subscription) return null;
  const { subscription: held } = await apiRequest<{ subscription: PushState }>(
    API.pushSubscriptionStatus,
    { method: 'POST', body: { endpoint: subscription.endpoint } },
  );
  return held;
}

/**
 * Staff: a test notification to this browser. It is subscribed first, keeping the topics it
 * has (none if it had no subscription: it then receives only tests).
 */
export async function sendTestNotification(): Promise<NonNullable<PushState>> {
  const current = await readPushState();
  const saved = await subscribePush(current?.topics ?? []);
  await apiRequest<object>(API.adminPushTest, {
    method: 'POST',
    body: { endpoint: saved.endpoint },
    auth: 'admin',
  });
  return saved;
}

/** A failure as the visitor reads it: their own reason, the server's message, or the fallback. */
export function failureInWords(error: unknown, fallback: string): Error {
  return new Error(pushFailureText(error, fallback));
}
