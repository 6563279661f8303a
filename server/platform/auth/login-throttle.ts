import { MESSAGES } from '#shared/messages.js';
import type { Config } from '#server/platform/config.js';
import { TooManyRequestsError } from '#server/platform/errors.js';
import type { CounterStore } from '#server/platform/realtime/counter-store.js';

/**
 * Failed sign-ins counted per key in a fixed window (in memory, or in Redis for all instances).
 * Callers count per address and per account: the first slows down one guesser, the second a
 * guesser spread over many addresses.
 */
export function createLoginThrottle(counters: CounterStore, throttle: Config['loginThrottle']) {
  return {
    /** A 429 when any of the keys has used up its failures in the current window. */
    async refuseWhenThrottled(keys: string[]) {
      for (const key of keys) {
        const hit = await counters.peek(key);
        if (hit && hit.count >= throttle.maxFailures) {
          const retryAfter = Math.max(1, Math.ceil((hit.resetAt - Date.now()) / 1000));
          throw new TooManyRequestsError(MESSAGES.login.tooManyAttempts, retryAfter);
        }
      }
    },

    async recordFailure(keys: string[]) {
      await Promise.all(keys.map((key) => counters.increment(key, throttle.windowMs)));
    },

    async reset(key: string) {
      await counters.reset(key);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
