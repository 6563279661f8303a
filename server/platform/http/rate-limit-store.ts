import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { CounterStore } from '#server/platform/realtime/counter-store.js';

type IncrementCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * @fastify/rate-limit counting in the platform's counter store: in Redis, shared by the
 * instances, and in this instance's memory while Redis is down (the plugin's own Redis store
 * would fail every limited request instead). Fixed windows, as the plugin's default.
 */
export function counterRateLimitStore(counters: CounterStore): FastifyRateLimitStoreCtor {
  class CounterRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'rate-limit:',
    ) {}

    incr(key: string, callback: IncrementCallback, timeWindow: number) {
      counters.increment(this.prefix + key, timeWindow).then(
        (hit) => callback(null, { current: hit.count, ttl: Math.max(hit.resetAt - Date.now(), 0) }),
        (error: Error) => callback(error, { current: 0, ttl: 0 }),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      // The plugin passes the route as `routeInfo` (empty for limits made with app.rateLimit()).
      const { routeInfo } = routeOptions as unknown as {
        routeInfo: { method?: string | string[]; url?: string };
      };
      const route = `${String(routeInfo.method ?? '')}${routeInfo.url ?? ''}`;
      return new CounterRateLimitStore(undefined, `${this.prefix}${route}:`);
    }
  }
  return CounterRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
