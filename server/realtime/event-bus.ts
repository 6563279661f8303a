import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

export type EventHandler = (payload: unknown) => void;

/**
 * Live events between parts of the app. In memory for one instance; over Redis pub/sub when
 * REDIS_URL is set, so that every instance behind a load balancer hears every event.
 * Subscribers of the publishing instance hear its events too, in both kinds.
 */
export interface EventBus {
  readonly kind: 'memory' | 'redis';
  publish(channel: string, payload: unknown): Promise<void>;
  subscribe(channel: string, handler: EventHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export function createMemoryEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'memory',
    async publish(channel, payload) {
      // Delivered on a later tick, as over Redis, so publishers never depend on synchronous delivery.
      const copy: unknown = JSON.parse(JSON.stringify(payload ?? null));
      setImmediate(() => emitter.emit(channel, copy));
    },
    async subscribe(channel, handler) {
      emitter.on(channel, handler);
      return async () => {
        emitter.off(channel, handler);
      };
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

const PREFIX = 'lampstand:';

export function createRedisEventBus(publisher: Redis, subscriber: Redis): EventBus {
  const handlers = new Map<string, Set<EventHandler>>();
  subscriber.on('message', (prefixed: string, message: string) => {
    const set = handlers.get(prefixed.slice(PREFIX.length));
    if (!set) return;
    let payload: unknown;
    try {
      payload = JSON.parse(message);
    } catch {
      return;
    }
    for (const handler of set) handler(payload);
  });
  return {
    kind: 'redis',
    async publish(channel, payload) {
      await publisher.publish(PREFIX + channel, JSON.stringify(payload ?? null));
    },
    async subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await subscriber.subscribe(PREFIX + channel);
      }
      set.add(handler);
      return async () => {
        const current = handlers.get(channel);
        if (!current) return;
        current.delete(handler);
        if (current.size === 0) {
          handlers.delete(channel);
          await subscriber.unsubscribe(PREFIX + channel);
        }
      };
    },
    async close() {
      handlers.clear();
    },
  };
}
