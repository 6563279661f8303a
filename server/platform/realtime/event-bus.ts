import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

/**
 * Every event the instances tell each other, by name, with its payload. Features add theirs
 * beside the code that publishes them, by declaration merging:
 *
 *   declare module '#server/platform/realtime/event-bus.js' {
 *     interface BusEvents { 'settings.changed': { groups: string[] } }
 *   }
 *
 * so publishing a name that is not here, or a payload of the wrong shape, does not compile.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface BusEvents {}

export type BusEventName = keyof BusEvents;

/**
 * Where a numbered event stands among every numbered event of the installation: the same on
 * every instance, so a page that heard number 41 on one instance can resume after it on another.
 * `era` changes only when the shared count starts again (a new Redis).
 */
export interface BusPosition {
  era: string;
  seq: number;
}

/** `position` is given for numbered events that went through Redis; none in memory or alone. */
export type BusHandler<Name extends BusEventName> = (
  payload: BusEvents[Name],
  position?: BusPosition,
) => void;

/** A numbered event as the shared log keeps it, for an instance that starts late. */
export interface LoggedBusEvent {
  name: BusEventName;
  payload: unknown;
  position: BusPosition;
}

/** The newest numbered events and the shared count after them. */
export interface BusHistory {
  /** Undefined alone, without Redis. */
  position: BusPosition | undefined;
  /** Oldest first; the last one is at `position`. */
  events: LoggedBusEvent[];
}

/** Numbered events the shared log keeps (each instance keeps its own replay per channel). */
export const BUS_LOG_EVENTS = 2048;

/**
 * Live events between parts of the app. In memory for one instance; over Redis pub/sub when
 * REDIS_URL is set, so that every instance behind a load balancer hears every event.
 * Subscribers of the publishing instance hear its events too, in both kinds.
 */
export interface EventBus {
  readonly kind: 'memory' | 'redis';
  publish<Name extends BusEventName>(name: Name, payload: BusEvents[Name]): Promise<void>;
  /** Resolves once the subscription is in place (for Redis: acknowledged by the server). */
  subscribe<Name extends BusEventName>(
    name: Name,
    handler: BusHandler<Name>,
  ): Promise<() => Promise<void>>;
  /**
   * These events are numbered when published (over Redis: one shared count, kept with the
   * newest of them in a shared log). Every instance declares the same names before serving.
   */
  number<Name extends BusEventName>(name: Name, when?: (payload: BusEvents[Name]) => boolean): void;
  /** The shared log and count, for filling a new instance's replay; empty in memory. */
  history(): Promise<BusHistory>;
  close(): Promise<void>;
}

type AnyHandler = (payload: unknown, position?: BusPosition) => void;

export function createMemoryEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'memory',
    async publish(name, payload) {
      // Delivered on a later tick and as a copy, as over Redis, so publishers never depend on
      // synchronous delivery or shared objects.
      const copy: unknown = JSON.parse(JSON.stringify(payload ?? null));
      setImmediate(() => emitter.emit(name, copy));
    },
    async subscribe(name, handler) {
      emitter.on(name, handler as AnyHandler);
      return async () => {
        emitter.off(name, handler as AnyHandler);
      };
    },
    // One instance hears every event it publishes: its own order is the order, nothing to share.
    number() {},
    async history() {
      return { position: undefined, events: [] };
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * In one step on Redis: the next number of the shared count (a count begun anew, its hash lost
 * with Redis's data, is a new era),
 * the event appended to the shared log (cut to its newest), and published with its position,
 * so every subscriber hears the events in the order of their numbers.
 */
const PUBLISH_NUMBERED = `
local seq = redis.call('HINCRBY', KEYS[1], 'seq', 1)
redis.call('HSETNX', KEYS[1], 'era', ARGV[3])
local era = redis.call('HGET', KEYS[1], 'era')
local message = era .. ' ' .. seq .. ' ' .. ARGV[2]
redis.call('RPUSH', KEYS[2], ARGV[1] .. ' ' .. message)
redis.call('LTRIM', KEYS[2], -tonumber(ARGV[4]), -1)
redis.call('PUBLISH', ARGV[1], message)
return seq
`;

/** Keys of the shared count and log (under the installation's prefix). */
export const BUS_REDIS_KEYS = { sequence: 'bus:sequence', log: 'bus:log' } as const;

/** `<era> <seq> <json>` as published by PUBLISH_NUMBERED; plain JSON from anything else. */
function parseMessage(message: string): { payload: unknown; position?: BusPosition } {
  const first = message[0];
  if (first === '{' || first === '[' || first === '"' || first === 'n') {
    return { payload: JSON.parse(message) };
  }
  const eraEnd = message.indexOf(' ');
  const seqEnd = message.indexOf(' ', eraEnd + 1);
  const seq = Number(message.slice(eraEnd + 1, seqEnd));
  if (eraEnd < 1 || seqEnd < 0 || !Number.isSafeInteger(seq)) throw new Error('Not a bus message');
  return {
    payload: JSON.parse(message.slice(seqEnd + 1)),
    position: { era: message.slice(0, eraEnd), seq },
  };
}

interface NumberingRedis extends Redis {
  publishNumbered(
    sequenceKey: string,
    logKey: string,
    channel: string,
    message: string,
    newEra: string,
    logLength: number,
  ): Promise<number>;
}

/**
 * Over Redis pub/sub, on channels named `<prefix><event name>`: another installation on the
 * same Redis (another prefix) neither hears these events nor reaches these subscribers. While Redis is unreachable, events still reach this instance's own
 * subscribers (delivered directly instead of through Redis), and the subscriptions are made
 * again when the connection is back, so other instances hear each other once more.
 */
export function createRedisEventBus(publisher: Redis, subscriber: Redis, prefix: string): EventBus {
  const handlers = new Map<string, Set<AnyHandler>>();
  const numbered = new Map<string, (payload: never) => boolean>();
  publisher.defineCommand('publishNumbered', { numberOfKeys: 2, lua: PUBLISH_NUMBERED });
  const numbering = publisher as NumberingRedis;
  const deliver = (name: string, payload: unknown, position?: BusPosition) => {
    const set = handlers.get(name);
    if (set) for (const handler of set) handler(payload, position);
  };
  const deliverLocally = (name: string, message: string) => {
    // On a later tick, as a message from Redis would arrive.
    setImmediate(() => deliver(name, JSON.parse(message)));
  };
  subscriber.on('message', (prefixed: string, message: string) => {
    let parsed: ReturnType<typeof parseMessage>;
    try {
      parsed = parseMessage(message);
    } catch {
      return;
    }
    if (prefixed.startsWith(prefix)) {
      deliver(prefixed.slice(prefix.length), parsed.payload, parsed.position);
    }
  });
  // ioredis resubscribes on its own only to channels Redis had acknowledged; a subscription
  // made during the outage is sent here.
  subscriber.on('ready', () => {
    const channels = [...handlers.keys()].map((name) => prefix + name);
    if (channels.length > 0) subscriber.subscribe(...channels).catch(() => {});
  });
  return {
    kind: 'redis',
    async publish(name, payload) {
      const message = JSON.stringify(payload ?? null);
      // A subscriber that is not connected would miss its own instance's event.
      if (subscriber.status !== 'ready') deliverLocally(name, message);
      if (publisher.status !== 'ready') return;
      try {
        if (numbered.get(name)?.(payload as never)) {
          await numbering.publishNumbered(
            BUS_REDIS_KEYS.sequence,
            BUS_REDIS_KEYS.log,
            prefix + name,
            message,
            randomBytes(6).toString('base64url'),
            BUS_LOG_EVENTS,
          );
        } else {
          await publisher.publish(prefix + name, message);
        }
      } catch {
        if (subscriber.status === 'ready') deliverLocally(name, message);
      }
    },
    async subscribe(name, handler) {
      let set = handlers.get(name);
      if (!set) {
        set = new Set();
        handlers.set(name, set);
        // Down: the 'ready' listener subscribes when Redis is back.
        if (subscriber.status === 'ready') {
          await subscriber.subscribe(prefix + name).catch(() => {});
        }
      }
      set.add(handler as AnyHandler);
      return async () => {
        const current = handlers.get(name);
        if (!current) return;
        current.delete(handler as AnyHandler);
        if (current.size === 0) {
          handlers.delete(name);
          if (subscriber.status === 'ready') {
            await subscriber.unsubscribe(prefix + name).catch(() => {});
          }
        }
      };
    },
    number(name, when = () => true) {
      numbered.set(name, when as (payload: never) => boolean);
    },
    async history() {
      // The era is made here when nothing was numbered yet, so that an instance starting first
      // and its pages use the era every later event will carry (no `reset` at the first one).
      const [, , [, era], [, seq], [, log]] = (await publisher
        .multi()
        .hsetnx(BUS_REDIS_KEYS.sequence, 'era', randomBytes(6).toString('base64url'))
        .hsetnx(BUS_REDIS_KEYS.sequence, 'seq', 0)
        .hget(BUS_REDIS_KEYS.sequence, 'era')
        .hget(BUS_REDIS_KEYS.sequence, 'seq')
        .lrange(BUS_REDIS_KEYS.log, 0, -1)
        .exec()) as [
        unknown,
        unknown,
        [null, string | null],
        [null, string | null],
        [null, string[]],
      ];
      if (!era || seq === null) return { position: undefined, events: [] };
      const events: LoggedBusEvent[] = [];
      for (const entry of log) {
        const cut = entry.indexOf(' ');
        try {
          const { payload, position } = parseMessage(entry.slice(cut + 1));
          const channel = entry.slice(0, cut);
          if (position?.era === era && channel.startsWith(prefix)) {
            events.push({ name: channel.slice(prefix.length) as BusEventName, payload, position });
          }
        } catch {
          // An entry this version cannot read is left out; what it held is older than the rest.
        }
      }
      return { position: { era, seq: Number(seq) }, events };
    },
    async close() {
      handlers.clear();
    },
  };
}
