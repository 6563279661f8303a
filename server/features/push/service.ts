import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from '#shared/messages.js';
import {
  PUSH_MESSAGES,
  PUSH_TEXTS,
  type PushPayload,
  type PushSubscriptionBody,
  type PushTopic,
  pushPayloadSchema,
} from '#shared/schemas/push.js';
import { NotFoundError, ValidationError } from '#server/platform/errors.js';
import type { AppJobs } from '#server/platform/jobs/app-jobs.js';
import { endpointAllowed } from './endpoint-guard.js';
import type { Audience, DueDelivery, PushDeliveryRow, PushRepository } from './repository.js';
import type { PushSend } from './sender.js';

/** Waits between tries of one delivery; after the last, it is dropped (5 tries in ~45 min). */
export const PUSH_RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000] as const;
/** How often the queue looks for due deliveries (a new message is sent at once). */
const WORKER_INTERVAL_MS = 5_000;
/** Deliveries taken per look, sent a few at a time; a claim longer than any send. */
const BATCH_SIZE = 20;
const CONCURRENT_SENDS = 4;
const CLAIM_MS = 2 * 60_000;

/** How one message is delivered: how long a push service may hold it, and how urgent it is. */
export interface MessageOptions {
  ttlSeconds: number;
  urgency?: PushDeliveryRow['urgency'];
}

/** web-push's Topic header: at most 32 base64url characters, so a digest of the tag. */
export const pushTopicOf = (tag: string) =>
  createHash('sha256').update(tag).digest('base64url').slice(0, 32);

interface Dependencies {
  repository: PushRepository;
  send: PushSend;
  publicKey: string;
  testOrigins: readonly string[];
  log: FastifyBaseLogger;
  jobs: AppJobs;
  now?: () => Date;
}

const notFound = () => new NotFoundError(PUSH_MESSAGES.notFound);

/**
 * Web push (ADR 0222): browsers' subscriptions with their topics, and a durable delivery queue
 * like the mail queue: a message is fanned out to one row per subscriber in SQL, the instance
 * that queued it sends at once, and a job on one instance sends what is due, retrying with
 * back-off (claims in SQL keep two instances from sending one delivery).
 */
export function createPushService({
  repository,
  send,
  publicKey,
  testOrigins,
  log,
  jobs,
  now = () => new Date(),
}: Dependencies) {
  let stopped = false;

  async function deliver(delivery: DueDelivery) {
    const outcome = await send(delivery);
    switch (outcome.kind) {
      case 'sent':
        return repository.remove(delivery);
      case 'gone':
      case 'refused':
        // The browser left, or the address may not be reached: the subscription goes, with
        // every delivery still waiting for it.
        log.info({ outcome: outcome.kind }, 'push subscription removed');
        return repository.deleteById(delivery.subscriptionId);
      case 'drop':
        log.warn({ err: outcome.error }, 'push message refused by the push service');
        return repository.remove(delivery);
      case 'retry': {
        const delay = PUSH_RETRY_DELAYS_MS[delivery.attempts];
        log.warn({ attempt: delivery.attempts + 1, err: outcome.error }, 'push message not sent');
        if (delay === undefined) return repository.remove(delivery);
        return repository.retryAt(delivery, outcome.error, new Date(now().getTime() + delay));
      }
    }
  }

  /** Sends what is due at `at`, a few at a time (tests pass a later time to reach a retry). */
  async function runOnce(at: Date = now()): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await repository.claimDue(at, new Date(at.getTime() + CLAIM_MS), BATCH_SIZE);
      for (let start = 0; start < batch.length; start += CONCURRENT_SENDS) {
        await Promise.all(batch.slice(start, start + CONCURRENT_SENDS).map(deliver));
      }
      sent += batch.length;
      if (batch.length < BATCH_SIZE || stopped) return sent;
    }
  }

  const worker = jobs.every({
    name: 'push-queue',
    instances: 'one',
    intervalMs: WORKER_INTERVAL_MS,
    runAtStart: true,
    task: () => runOnce(),
  });
  const nudge = () => {
    if (!stopped) void worker.runNow();
  };

  /** Queues one message for its audience; answers how many browsers it goes to. */
  async function notify(
    payload: PushPayload,
    audience: Audience,
    { ttlSeconds, urgency = 'normal' }: MessageOptions,
  ): Promise<number> {
    const message = pushPayloadSchema.parse({
      title: payload.title.slice(0, 120),
      body: payload.body.slice(0, 240),
      url: payload.url,
      tag: payload.tag,
    });
    const queued = await repository.enqueue(
      {
        payload: JSON.stringify(message),
        pushTopic: pushTopicOf(message.tag),
        urgency,
        ttlSeconds: Math.max(1, Math.round(ttlSeconds)),
      },
      audience,
      now(),
    );
    if (queued > 0) setImmediate(nudge);
    return queued;
  }

  const present = (endpoint: string, topics: PushTopic[]) => ({ endpoint, topics });

  return {
    publicKey,

    /** A browser's subscription saved: new (true), or its keys and topics replaced (false). */
    async subscribe(body: PushSubscriptionBody, memberId: string | null) {
      if (!endpointAllowed(body.endpoint, testOrigins)) {
        throw new ValidationError(MESSAGES.errors.validation, {
          endpoint: PUSH_MESSAGES.endpointNotPublic,
        });
      }
      const { created, id } = await repository.save(
        {
          endpoint: body.endpoint,
          p256dh: body.keys.p256dh,
          auth: body.keys.auth,
          topics: body.topics,
          memberId,
        },
        now(),
      );
      return { created, subscription: present(body.endpoint, await repository.topicsOf(id)) };
    },

    async unsubscribe(endpoint: string): Promise<void> {
      if (!(await repository.deleteByEndpoint(endpoint))) throw notFound();
    },

    async status(endpoint: string) {
      const row = await repository.findByEndpoint(endpoint);
      return row ? present(row.endpoint, await repository.topicsOf(row.id)) : null;
    },

    counts: () => repository.counts(),

    /** The team's check that notifications reach a browser: whatever topics it holds. */
    async sendTest(endpoint: string): Promise<void> {
      const row = await repository.findByEndpoint(endpoint);
      if (!row) throw notFound();
      await notify(
        { title: PUSH_TEXTS.testTitle, body: PUSH_TEXTS.testBody, url: '/', tag: 'test' },
        { subscriptionId: row.id },
        { ttlSeconds: 300, urgency: 'high' },
      );
    },

    notify,

    /** Decides an occasion once over all instances (see the `pushSends` table). */
    claimOnce: repository.claimOnce,
    isClaimed: repository.isClaimed,
    lastSent: repository.lastSent,

    runOnce,

    /** Sends everything due now, after any run in progress (tests wait on it). */
    flush: () => worker.runNow(),

    pending: () => repository.pending(),

    async stop() {
      stopped = true;
      await worker.stop();
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
