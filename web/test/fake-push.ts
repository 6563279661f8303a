import { vi } from 'vitest';
import { type SentRequest, readFetchCall } from './render.js';

/** A call as sent, with the token it carried (a member's, or staff's). */
export type SentCall = SentRequest & { authorization: string | null };

/**
 * A browser that can take push notifications, for component tests: a service worker whose push
 * manager hands out one subscription, and a Notification permission that answers as told.
 * `uninstall` takes the service worker off `navigator` again (the globals are unstubbed after
 * each test by the setup).
 */

/** base64url of a 65-byte key and of a 16-byte secret, the lengths the server accepts. */
export const FAKE_PUBLIC_KEY = `B${'A'.repeat(86)}`;
export const FAKE_KEYS = { p256dh: `B${'E'.repeat(86)}`, auth: 'a'.repeat(22) };
export const FAKE_ENDPOINT = 'https://push.example.org/send/abc123';

interface FakePushOptions {
  /** The permission before anything is asked. */
  permission?: NotificationPermission;
  /** What the browser answers when asked. */
  answer?: NotificationPermission;
  /** Whether this browser already holds a subscription. */
  subscribed?: boolean;
}

export function installFakePush({
  permission = 'default',
  answer = 'granted',
  subscribed = false,
}: FakePushOptions = {}) {
  let current: NotificationPermission = permission;
  const subscription = (key: ArrayBuffer) => {
    const held = {
      endpoint: FAKE_ENDPOINT,
      options: { applicationServerKey: key, userVisibleOnly: true },
      toJSON: () => ({ endpoint: FAKE_ENDPOINT, keys: FAKE_KEYS }),
      unsubscribe: vi.fn(async () => {
        state.subscription = null;
        return true;
      }),
    };
    return held;
  };
  const keyBytes = () => {
    const binary = atob(`${FAKE_PUBLIC_KEY.replace(/-/g, '+').replace(/_/g, '/')}=`);
    return Uint8Array.from(binary, (char) => char.charCodeAt(0)).buffer;
  };
  const state: { subscription: ReturnType<typeof subscription> | null } = {
    subscription: subscribed ? subscription(keyBytes()) : null,
  };
  const pushManager = {
    getSubscription: vi.fn(async () => state.subscription),
    subscribe: vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
      state.subscription = subscription(options.applicationServerKey.slice().buffer);
      return state.subscription;
    }),
  };
  const registration = { pushManager };
  const requestPermission = vi.fn(async () => {
    current = answer;
    return answer;
  });

  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      ready: Promise.resolve(registration),
      getRegistration: async () => registration,
    },
  });
  vi.stubGlobal('PushManager', class PushManager {});
  vi.stubGlobal('Notification', {
    get permission() {
      return current;
    },
    requestPermission,
  });
  return {
    pushManager,
    requestPermission,
    state,
    uninstall: () => {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    },
  };
}

/** A browser without the Push API (an iPhone's Safari outside the home screen). */
export function removePush() {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'PushManager');
  Reflect.deleteProperty(window, 'Notification');
}

type Answer = { status: number; body?: unknown };

/**
 * Stands in for the server by route (`'POST /api/user/push-subscription'`): calls are recorded,
 * and each answered with its route's answer however many times it is made.
 */
export function answerRoutes(routes: Record<string, Answer>) {
  const sent: SentCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const { request, sent: call } = await readFetchCall(input, init);
    const pathname = call.path;
    sent.push({ ...call, authorization: request.headers.get('authorization') });
    const answer = routes[`${request.method} ${pathname}`];
    if (!answer) throw new Error(`no answer for ${request.method} ${pathname}`);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}
