import { type ExpressionBuilder, type Kysely, type Selectable, sql } from 'kysely';
import { PUSH_TOPICS, type PushTopic } from '#shared/schemas/push.js';
import { newId } from '#server/platform/db/ids.js';
import type { Database } from '#server/platform/db/schema.js';
import type { PushDeliveriesTable, PushSubscriptionsTable } from './schema.js';

export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;
export type PushDeliveryRow = Selectable<PushDeliveriesTable>;
/** A claimed delivery with what sending needs of its subscription. */
export type DueDelivery = PushDeliveryRow &
  Pick<PushSubscriptionRow, 'endpoint' | 'p256dh' | 'auth'>;

export interface NewSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  topics: readonly PushTopic[];
  memberId: string | null;
}

/** One message to queue: its payload, and whom it goes to. */
export interface NewMessage {
  payload: string;
  pushTopic: string;
  urgency: PushDeliveryRow['urgency'];
  ttlSeconds: number;
}

export type Audience = { topic: PushTopic; memberId?: string } | { subscriptionId: string };

type DeliveryKey = Pick<PushDeliveryRow, 'messageId' | 'subscriptionId'>;

/** Deliveries picked by their keys, grouped by message: a go-live's batch is one `IN` list. */
function byKeys(keys: readonly DeliveryKey[]) {
  const byMessage = new Map<string, string[]>();
  for (const { messageId, subscriptionId } of keys) {
    const subscriptionIds = byMessage.get(messageId);
    if (subscriptionIds) subscriptionIds.push(subscriptionId);
    else byMessage.set(messageId, [subscriptionId]);
  }
  return (eb: ExpressionBuilder<Database, 'pushDeliveries'>) =>
    eb.or(
      [...byMessage].map(([messageId, subscriptionIds]) =>
        eb.and([eb('messageId', '=', messageId), eb('subscriptionId', 'in', subscriptionIds)]),
      ),
    );
}

const topicOrder = (topics: readonly PushTopic[]) =>
  PUSH_TOPICS.filter((topic) => topics.includes(topic));

export function createPushRepository(db: Kysely<Database>) {
  const topicsOf = async (subscriptionId: string): Promise<PushTopic[]> =>
    topicOrder(
      (
        await db
          .selectFrom('pushSubscriptionTopics')
          .select('topic')
          .where('subscriptionId', '=', subscriptionId)
          .execute()
      ).map((row) => row.topic),
    );

  return {
    findByEndpoint: (endpoint: string) =>
      db
        .selectFrom('pushSubscriptions')
        .selectAll()
        .where('endpoint', '=', endpoint)
        .executeTakeFirst(),

    topicsOf,

    /**
     * Adds a subscription, or updates the one with the same endpoint (new keys, new topics; a
     * member's token links it, a guest's call leaves an earlier link). Answers whether it is new.
     */
    async save(input: NewSubscription, now: Date): Promise<{ created: boolean; id: string }> {
      const at = now.toISOString();
      return db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('pushSubscriptions')
          .select('id')
          .where('endpoint', '=', input.endpoint)
          .executeTakeFirst();
        const id = existing?.id ?? newId(now);
        const inserted = await trx
          .insertInto('pushSubscriptions')
          .values({
            id,
            endpoint: input.endpoint,
            p256dh: input.p256dh,
            auth: input.auth,
            memberId: input.memberId,
            createdAt: at,
            updatedAt: at,
          })
          .onConflict((conflict) =>
            conflict.column('endpoint').doUpdateSet((eb) => ({
              p256dh: eb.ref('excluded.p256dh'),
              auth: eb.ref('excluded.auth'),
              updatedAt: at,
              ...(input.memberId ? { memberId: input.memberId } : {}),
            })),
          )
          .returning(['id', 'createdAt'])
          .executeTakeFirstOrThrow();
        await trx
          .deleteFrom('pushSubscriptionTopics')
          .where('subscriptionId', '=', inserted.id)
          .execute();
        const topics = topicOrder(input.topics);
        if (topics.length > 0) {
          await trx
            .insertInto('pushSubscriptionTopics')
            .values(topics.map((topic) => ({ subscriptionId: inserted.id, topic })))
            .execute();
        }
        return { created: !existing, id: inserted.id };
      });
    },

    /** Forgets a subscription (its topics and pending deliveries go with it). */
    async deleteByEndpoint(endpoint: string): Promise<boolean> {
      const result = await db
        .deleteFrom('pushSubscriptions')
        .where('endpoint', '=', endpoint)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async deleteById(id: string): Promise<void> {
      await db.deleteFrom('pushSubscriptions').where('id', '=', id).execute();
    },

    /** Subscriptions in all, and per topic. */
    async counts(): Promise<{ total: number; topics: Record<PushTopic, number> }> {
      const [total, perTopic] = await Promise.all([
        db
          .selectFrom('pushSubscriptions')
          .select((eb) => eb.fn.countAll<string | number>().as('count'))
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('pushSubscriptionTopics')
          .select(['topic', (eb) => eb.fn.countAll<string | number>().as('count')])
          .groupBy('topic')
          .execute(),
      ]);
      const topics = Object.fromEntries(PUSH_TOPICS.map((topic) => [topic, 0])) as Record<
        PushTopic,
        number
      >;
      for (const row of perTopic) topics[row.topic] = Number(row.count);
      return { total: Number(total.count), topics };
    },

    /**
     * Queues one message for its audience in one INSERT…SELECT over the topic index: as many
     * rows as subscribers, written by the database, never read into memory. Answers the count.
     */
    async enqueue(message: NewMessage, audience: Audience, now: Date): Promise<number> {
      const at = now.toISOString();
      const messageId = newId(now);
      const expiresAt = new Date(now.getTime() + message.ttlSeconds * 1000).toISOString();
      const memberId = 'memberId' in audience ? audience.memberId : undefined;
      const constants = {
        messageId: sql<string>`${messageId}`,
        payload: sql<string>`${message.payload}`,
        pushTopic: sql<string>`${message.pushTopic}`,
        urgency: sql<string>`${message.urgency}`,
        ttlSeconds: sql<number>`${message.ttlSeconds}`,
        status: sql<string>`${'queued'}`,
        attempts: sql<number>`${0}`,
        nextAttemptAt: sql<string>`${at}`,
        expiresAt: sql<string>`${expiresAt}`,
        createdAt: sql<string>`${at}`,
      };
      const columns = [
        'messageId',
        'subscriptionId',
        'payload',
        'pushTopic',
        'urgency',
        'ttlSeconds',
        'status',
        'attempts',
        'nextAttemptAt',
        'expiresAt',
        'createdAt',
      ] as const;
      const result = await db
        .insertInto('pushDeliveries')
        .columns([...columns])
        .expression(
          // One subscription (a staff member's test), or every subscriber of a topic, read
          // through the topic index, narrowed to one member's browsers when asked.
          db
            .selectFrom('pushSubscriptions as s')
            .select([
              constants.messageId.as('messageId'),
              's.id as subscriptionId',
              constants.payload.as('payload'),
              constants.pushTopic.as('pushTopic'),
              constants.urgency.as('urgency'),
              constants.ttlSeconds.as('ttlSeconds'),
              constants.status.as('status'),
              constants.attempts.as('attempts'),
              constants.nextAttemptAt.as('nextAttemptAt'),
              constants.expiresAt.as('expiresAt'),
              constants.createdAt.as('createdAt'),
            ])
            .where((eb) =>
              'subscriptionId' in audience
                ? eb('s.id', '=', audience.subscriptionId)
                : eb(
                    's.id',
                    'in',
                    eb
                      .selectFrom('pushSubscriptionTopics as t')
                      .select('t.subscriptionId')
                      .where('t.topic', '=', audience.topic),
                  ),
            )
            .$if(memberId !== undefined, (query) => query.where('s.memberId', '=', memberId ?? '')),
        )
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n);
    },

    /**
     * Takes up to `limit` deliveries that are due, or whose claim by an instance ran out, for
     * this instance until `claimUntil`, in one update. The state is checked again in the update,
     * so two instances never take the same delivery. Expired ones are dropped first.
     */
    async claimDue(now: Date, claimUntil: Date, limit: number): Promise<DueDelivery[]> {
      const at = now.toISOString();
      await db.deleteFrom('pushDeliveries').where('expiresAt', '<=', at).execute();
      const isDue = (eb: ExpressionBuilder<Database, 'pushDeliveries'>) =>
        eb.or([
          eb.and([eb('status', '=', 'queued'), eb('nextAttemptAt', '<=', at)]),
          eb.and([eb('status', '=', 'sending'), eb('claimedUntil', '<', at)]),
        ]);
      const due = await db
        .selectFrom('pushDeliveries')
        .select(['messageId', 'subscriptionId'])
        .where(isDue)
        .orderBy('nextAttemptAt')
        .limit(limit)
        .execute();
      if (due.length === 0) return [];
      // One UPDATE for the whole batch: one commit, not one per delivery.
      const rows = await db
        .updateTable('pushDeliveries')
        .set({ status: 'sending', claimedUntil: claimUntil.toISOString() })
        .where(byKeys(due))
        .where(isDue)
        .returningAll()
        .execute();
      if (rows.length === 0) return [];
      const subscriptions = new Map(
        (
          await db
            .selectFrom('pushSubscriptions')
            .select(['id', 'endpoint', 'p256dh', 'auth'])
            .where('id', 'in', [...new Set(rows.map((row) => row.subscriptionId))])
            .execute()
        ).map(({ id, ...subscription }) => [id, subscription]),
      );
      const claimed: DueDelivery[] = [];
      for (const row of rows) {
        const subscription = subscriptions.get(row.subscriptionId);
        if (subscription) claimed.push({ ...row, ...subscription });
      }
      // Oldest first, as they were chosen.
      return claimed.sort((a, b) => a.nextAttemptAt.localeCompare(b.nextAttemptAt));
    },

    /** Delivered, or dropped for good: the rows leave the queue, in one statement. */
    async removeAll(deliveries: readonly DeliveryKey[]): Promise<void> {
      if (deliveries.length === 0) return;
      await db.deleteFrom('pushDeliveries').where(byKeys(deliveries)).execute();
    },

    /** A failed try, queued again at `retryAt`. */
    async retryAt(delivery: PushDeliveryRow, error: string, retryAt: Date): Promise<void> {
      await db
        .updateTable('pushDeliveries')
        .set({
          status: 'queued',
          attempts: delivery.attempts + 1,
          nextAttemptAt: retryAt.toISOString(),
          claimedUntil: null,
          lastError: error.slice(0, 500),
        })
        .where('messageId', '=', delivery.messageId)
        .where('subscriptionId', '=', delivery.subscriptionId)
        .execute();
    },

    /** Deliveries waiting (tests and the log read it). */
    async pending(): Promise<number> {
      const row = await db
        .selectFrom('pushDeliveries')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /**
     * Claims an occasion once over all instances (insert if absent): true for the one caller
     * that inserted it.
     */
    async claimOnce(
      mark: { kind: string; subjectId: string; occasion: string; sent: boolean },
      now: Date,
    ): Promise<boolean> {
      const result = await db
        .insertInto('pushSends')
        .values({
          kind: mark.kind,
          subjectId: mark.subjectId,
          occasion: mark.occasion,
          sent: mark.sent ? 1 : 0,
          createdAt: now.toISOString(),
        })
        .onConflict((conflict) => conflict.columns(['kind', 'subjectId', 'occasion']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    /** When this subject last had a message of this kind sent (a going-live's last push). */
    async lastSent(kind: string, subjectId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('pushSends')
        .select((eb) => eb.fn.max('createdAt').as('at'))
        .where('kind', '=', kind)
        .where('subjectId', '=', subjectId)
        .where('sent', '=', 1)
        .executeTakeFirst();
      return row?.at ?? undefined;
    },

    /** Whether the occasion was already decided. */
    async isClaimed(kind: string, subjectId: string, occasion: string): Promise<boolean> {
      const row = await db
        .selectFrom('pushSends')
        .select('kind')
        .where('kind', '=', kind)
        .where('subjectId', '=', subjectId)
        .where('occasion', '=', occasion)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
