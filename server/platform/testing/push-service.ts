import { type ECDH, createECDH, randomBytes } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify } from 'jose';

/**
 * http_ece (Encrypted Content-Encoding for HTTP) ships no types: the one call used, typed here,
 * so the browser tests' compiler reads this file as the server's does.
 */
const { decrypt } = createRequire(import.meta.url)('http_ece') as {
  decrypt(
    body: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string | Buffer },
  ): Buffer;
};

/** A browser's subscription as the Push API hands it over, with its private key for the test. */
export interface TestSubscriber {
  /** The path on the stand-in that identifies this subscriber. */
  path: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** One request the stand-in answered. */
export interface ReceivedPush {
  status: number;
  /** The decrypted body (the JSON the site sent), when it could be decrypted. */
  payload: unknown;
  headers: { ttl?: string; urgency?: string; topic?: string };
  /** The VAPID public key (k=) the request was signed for. */
  vapidKey: string;
  /** The Authorization header as sent (its signed token). */
  authorization: string;
  vapidSubject: string;
}

const b64 = (bytes: Buffer) => bytes.toString('base64url');

/** The VAPID header's JWT checked against its own key (k=) and this stand-in's origin. */
async function verifyVapid(header: string | undefined, origin: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return undefined;
  const [, token, key] = match as unknown as [string, string, string];
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return undefined;
  try {
    const publicKey = await importJWK(
      { kty: 'EC', crv: 'P-256', x: b64(raw.subarray(1, 33)), y: b64(raw.subarray(33)) },
      'ES256',
    );
    const { payload } = await jwtVerify(token, publicKey, {
      algorithms: ['ES256'],
      audience: origin,
    });
    if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return undefined;
    return { key, subject: payload.sub };
  } catch {
    return undefined;
  }
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A push service on 127.0.0.1 standing in for a browser vendor's: it checks each request's
 * VAPID signature, decrypts the aes128gcm body with the subscriber's private key, records it
 * per endpoint path and answers 201, or the status a test set for that path (404 or 410 for a
 * browser that left, 429 or 5xx for a busy service). Start the site with its `origin` in
 * PUSH_TEST_ENDPOINT_ORIGINS so the address guard lets it stand in for a public host (or give
 * a fixed `port`, for a site started beforehand with that origin already allowed).
 */
export async function startTestPushService({
  port = 0,
  answerAfterMs = 0,
}: {
  port?: number;
  /** How long each answer waits, as a push service across the internet would (benchmarks). */
  answerAfterMs?: number;
} = {}) {
  const secrets = new Map<string, { ecdh: ECDH; auth: string }>();
  const answers = new Map<string, number>();
  const received = new Map<string, ReceivedPush[]>();
  const waiters = new Set<() => void>();
  // While held, each request waits here for its turn to be answered.
  let held: (() => void)[] | undefined;
  let inFlight = 0;
  let mostInFlight = 0;
  // Counted as answered: `waitFor` checks after every request, over thousands in a benchmark.
  let delivered = 0;
  let origin = '';
  let next = 0;
  const wakeWaiters = () => {
    for (const wake of [...waiters]) wake();
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    try {
      await answer(request, response);
    } finally {
      inFlight -= 1;
    }
  }

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const path = new URL(request.url ?? '/', origin).pathname;
    const body = await readBody(request);
    if (held) {
      const queue = held;
      await new Promise<void>((resolve) => {
        queue.push(resolve);
        wakeWaiters();
      });
    }
    if (answerAfterMs > 0) await new Promise((resolve) => setTimeout(resolve, answerAfterMs));
    const vapid = await verifyVapid(request.headers.authorization, origin);
    const secret = secrets.get(path);
    if (request.method !== 'POST' || !vapid || !secret) {
      response.writeHead(vapid ? 404 : 401).end();
      return;
    }
    let payload: unknown;
    try {
      const text = decrypt(body, {
        version: 'aes128gcm',
        privateKey: secret.ecdh,
        authSecret: secret.auth,
      }).toString('utf8');
      payload = JSON.parse(text);
    } catch {
      response.writeHead(400).end();
      return;
    }
    const status = answers.get(path) ?? 201;
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? { [name]: value } : {};
    };
    const list = received.get(path) ?? [];
    list.push({
      status,
      payload,
      headers: { ...header('ttl'), ...header('urgency'), ...header('topic') },
      vapidKey: vapid.key,
      authorization: request.headers.authorization ?? '',
      vapidSubject: vapid.subject,
    });
    received.set(path, list);
    if (status >= 200 && status < 300) delivered += 1;
    response.writeHead(status).end();
    wakeWaiters();
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** The stand-in's origin, for PUSH_TEST_ENDPOINT_ORIGINS. */
    origin,

    /** The endpoint URL of a subscriber path on this stand-in. */
    url: (path: string) => `${origin}${path.startsWith('/') ? path : `/${path}`}`,

    /** A new subscriber as a browser would make one: P-256 key pair and 16 random auth bytes. */
    makeSubscriber(path = `/push/${++next}-${randomBytes(4).toString('hex')}`): TestSubscriber {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = b64(randomBytes(16));
      secrets.set(path, { ecdh, auth });
      return {
        path,
        endpoint: `${origin}${path}`,
        keys: { p256dh: b64(ecdh.getPublicKey()), auth },
      };
    },

    /** Every request a subscriber's path answered, oldest first (whatever the status). */
    requests: (path: string): ReceivedPush[] => [...(received.get(path) ?? [])],

    /** The payloads delivered to a subscriber's path (answered 2xx), oldest first. */
    received: (path: string): unknown[] =>
      (received.get(path) ?? [])
        .filter(({ status }) => status >= 200 && status < 300)
        .map(({ payload }) => payload),

    /** How this path answers from now on (201 by default). */
    respondWith(path: string, status: number) {
      answers.set(path, status);
    },

    /** From now on, each request waits unanswered until `answerOne` or `release`. */
    hold() {
      held ??= [];
    },

    /** Requests waiting to be answered while held. */
    waiting: () => held?.length ?? 0,

    /** Answers the request that has waited longest. */
    answerOne() {
      held?.shift()?.();
    },

    /** Answers every waiting request, and answers at once again from now on. */
    release() {
      const queue = held ?? [];
      held = undefined;
      for (const resume of queue) resume();
    },

    /** The most requests this stand-in has had open at once. */
    mostInFlight: () => mostInFlight,

    /** Every request answered 2xx so far, over every path. */
    delivered: () => delivered,

    /**
     * Resolves once `check` holds, re-checked after each request arrives or is answered (for
     * tests driving a browser).
     */
    async waitFor(check: () => boolean, timeoutMs = 10_000): Promise<void> {
      if (check()) return;
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error('push service: condition not met in time'));
        }, timeoutMs);
        const wake = () => {
          if (!check()) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve();
        };
        waiters.add(wake);
      });
    },

    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export type TestPushService = Awaited<ReturnType<typeof startTestPushService>>;
