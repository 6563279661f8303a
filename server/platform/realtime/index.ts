import { Redis } from 'ioredis';
import {
  type CounterStore,
  createMemoryCounterStore,
  createRedisCounterStore,
} from './counter-store.js';
import { type EventBus, createMemoryEventBus, createRedisEventBus } from './event-bus.js';

export interface Realtime {
  kind: 'memory' | 'redis';
  bus: EventBus;
  counters: CounterStore;
  /** The shared connection, for libraries that keep their own state in Redis (rate limits). */
  redis: Redis | undefined;
  close(): Promise<void>;
}

/** The in-memory kind for a single instance, or Redis (pub/sub and counters) when a URL is given. */
export async function createRealtime(redisUrl: string | undefined): Promise<Realtime> {
  if (!redisUrl) {
    const bus = createMemoryEventBus();
    const counters = createMemoryCounterStore();
    return {
      kind: 'memory',
      bus,
      counters,
      redis: undefined,
      async close() {
        await bus.close();
        await counters.close();
      },
    };
  }
  const options = { maxRetriesPerRequest: 3, lazyConnect: true };
  const publisher = new Redis(redisUrl, options);
  const subscriber = new Redis(redisUrl, options);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const bus = createRedisEventBus(publisher, subscriber);
  const counters = createRedisCounterStore(publisher);
  return {
    kind: 'redis',
    bus,
    counters,
    redis: publisher,
    async close() {
      await bus.close();
      await counters.close();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
