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
export type BusHandler<Name extends BusEventName> = (payload: BusEvents[Name]) => void;

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
  close(): Promise<void>;
}

type AnyHandler = (payload: unknown) => void;

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
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Over Redis pub/sub, on channels named `<prefix><event name>`: another installation on the
 * same Redis (another prefix) neither hears these events nor reaches these subscribers. While Redis is unreachable, events still reach this instance's own
 * subscribers (delivered directly instead of through Redis), and the subscriptions are made
 * again when the connection is back, so other instances hear each other once more.
 */
export function createRedisEventBus(publisher: Redis, subscriber: Redis, prefix: string): EventBus {
  const handlers = new Map<string, Set<AnyHandler>>();
  const deliver = (name: string, payload: unknown) => {
    const set = handlers.get(name);
    if (set) for (const handler of set) handler(payload);
  };
  const deliverLocally = (name: string, message: string) => {
    // On a later tick, as a message from Redis would arrive.
    setImmediate(() => deliver(name, JSON.parse(message)));
  };
  subscriber.on('message', (prefixed: string, message: string) => {
    let payload: unknown;
    try {
      payload = JSON.parse(message);
    } catch {
      return;
    }
    if (prefixed.startsWith(prefix)) deliver(prefixed.slice(prefix.length), payload);
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
        await publisher.publish(prefix + name, message);
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
    async close() {
      handlers.clear();
    },
  };
}
