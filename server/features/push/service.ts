import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pMap from 'p-map';
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
/** Push messages in flight at once when the environment does not say (PUSH_SEND_CONCURRENCY). */
export const DEFAULT_SEND_CONCURRENCY = 32;
/**
 * Deliveries claimed per look, for each one in flight: enough to keep every slot busy while the
 * next claim is read, few enough that each claim (CLAIM_MS) outlasts its batch's sends, whose
 * longest is the sender's timeout (10 s) four times over.
 */
const CLAIMED_PER_SLOT = 4;
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
  /** Deliveries sent at once: each waits on a push service's answer over the internet. */
  sendConcurrency?: number;
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
  sendConcurrency = DEFAULT_SEND_CONCURRENCY,
  now = () => new Date(),
}: Dependencies) {
  const batchSize = sendConcurrency * CLAIMED_PER_SLOT;
  let stopped = false;

  /**
   * Sends one delivery and answers it when it is to leave the queue (sent, or dropped for good),
   * so a batch's rows go in one statement; a subscription that is gone goes at once, and a
   * retry is written back at once.
   */
  async function deliver(delivery: DueDelivery): Promise<DueDelivery | undefined> {
    const outcome = await send(delivery);
    switch (outcome.kind) {
      case 'sent':
        return delivery;
      case 'gone':
      case 'refused':
        // The browser left, or the address may not be reached: the subscription goes, with
        // every delivery still waiting for it.
        log.info({ outcome: outcome.kind }, 'push subscription removed');
        await repository.deleteById(delivery.subscriptionId);
        return undefined;
      case 'drop':
        log.warn({ err: outcome.error }, 'push message refused by the push service');
        return delivery;
      case 'retry': {
        const delay = PUSH_RETRY_DELAYS_MS[delivery.attempts];
        log.warn({ attempt: delivery.attempts + 1, err: outcome.error }, 'push message not sent');
        if (delay === undefined) return delivery;
        await repository.retryAt(delivery, outcome.error, new Date(now().getTime() + delay));
        return undefined;
      }
    }
  }

  /**
   * Sends what is due at `at`, `sendConcurrency` at a time: within a batch, a slot takes the next
   * delivery as soon as its push service has answered, so one slow service holds up one slot,
   * not a round (tests pass a later time to reach a retry).
   */
  async function runOnce(at: Date = now()): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await repository.claimDue(at, new Date(at.getTime() + CLAIM_MS), batchSize);
      const leaving = await pMap(batch, deliver, { concurrency: sendConcurrency });
      // A crash before this line sends the batch again once its claim runs out: the message's
      // tag and Topic make a device show the second copy in place of the first.
      await repository.removeAll(leaving.filter((delivery) => delivery !== undefined));
      sent += batch.length;
      if (batch.length < batchSize || stopped) return sent;
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
