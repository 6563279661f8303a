import { Redis } from 'ioredis';
import { type CounterStore, createCounterStore } from './counter-store.js';
import { type EventBus, createMemoryEventBus, createRedisEventBus } from './event-bus.js';

export interface Realtime {
  kind: 'memory' | 'redis';
  bus: EventBus;
  counters: CounterStore;
  /** The shared connection, for libraries that keep their own state in Redis (rate limits). */
  redis: Redis | undefined;
  close(): Promise<void>;
}

const REDIS_COMMAND_TIMEOUT_MS = 1000;
const REDIS_RECONNECT_MAX_MS = 2000;

/**
 * An 'error' listener on each connection (ioredis reports one per failed reconnect; unheard,
 * they are printed as unhandled), and one line when Redis goes away and when it is back.
 */
function reportOutages(role: string, redis: Redis) {
  let running = false;
  let down = false;
  redis.on('error', (error: Error) => {
    if (running && !down) {
      down = true;
      console.error(`Redis (${role}) unreachable, carrying on alone: ${error.message}`);
    }
  });
  redis.on('ready', () => {
    if (down) console.error(`Redis (${role}) reachable again.`);
    down = false;
  });
  return {
    started() {
      running = true;
    },
  };
}

/**
 * The in-memory kind for a single instance, or Redis (pub/sub and counters) when a URL is given.
 * On Redis, every channel and key starts with `prefix` (the installation's): channels named by
 * the bus, keys by the shared connection itself, so whatever uses it (counters, rate limits,
 * viewer counts) stays within the installation without naming the prefix.
 */
export async function createRealtime(
  redisUrl: string | undefined,
  prefix: string,
): Promise<Realtime> {
  if (!redisUrl) {
    const bus = createMemoryEventBus();
    const counters = createCounterStore(undefined);
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
  const options = {
    lazyConnect: true,
    // While Redis is down, commands fail at once (and the callers fall back to this instance's
    // memory) instead of waiting in a queue; a Redis that hangs fails them after a second.
    enableOfflineQueue: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // ioredis reconnects on its own, forever, at most REDIS_RECONNECT_MAX_MS apart.
    retryStrategy: (attempt: number) => Math.min(attempt * 100, REDIS_RECONNECT_MAX_MS),
  };
  const publisher = new Redis(redisUrl, { ...options, keyPrefix: `${prefix}:` });
  const subscriber = new Redis(redisUrl, options);
  const alerts = [reportOutages('publisher', publisher), reportOutages('subscriber', subscriber)];
  // Redis missing at start-up is a configuration error and stops it; an outage later is survived.
  await Promise.all([publisher.connect(), subscriber.connect()]).catch((error: unknown) => {
    publisher.disconnect();
    subscriber.disconnect();
    throw error;
  });
  for (const alert of alerts) alert.started();
  const bus = createRedisEventBus(publisher, subscriber, `${prefix}:`);
  // On Redis, with this instance's memory standing in while Redis cannot be reached.
  const counters = createCounterStore(publisher);
  return {
    kind: 'redis',
    bus,
    counters,
    redis: publisher,
    async close() {
      await bus.close();
      await counters.close();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
      // quit() cannot be sent while Redis is down: stop the reconnecting too.
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
