import { MESSAGES } from '#shared/messages.js';
import type { Config } from '#server/platform/config.js';
import { TooManyRequestsError } from '#server/platform/errors.js';
import { addressGroup } from '#server/platform/http/client-address.js';
import type { CounterStore } from '#server/platform/realtime/counter-store.js';

/** The first lock-out, after the allowed failures; each further failure doubles it, up to the cap. */
export const FIRST_LOCKOUT_MS = 60_000;
export const MAX_LOCKOUT_MS = 15 * 60_000;

/** How long a key is locked after its `failures`-th failure, when `allowed` are free. */
export function lockoutMs(failures: number, allowed: number): number {
  if (failures < allowed) return 0;
  return Math.min(FIRST_LOCKOUT_MS * 2 ** (failures - allowed), MAX_LOCKOUT_MS);
}

/** The address a throttle counts: IPv4 as it is, IPv6 by its /64 network. */
export const addressKey = addressGroup;

/**
 * Failed sign-ins, counted per address and per address + account name, never per account name
 * alone: a guesser elsewhere must not lock the real owner out. Past the allowed failures a key
 * is locked for a delay that doubles with each further failure. The counters live in memory,
 * or in Redis so all instances share them.
 */
export function createLoginThrottle(
  counters: CounterStore,
  throttle: Config['loginThrottle'],
  prefix: string,
) {
  const keysFor = (ip: string, account: string) => {
    const address = addressKey(ip);
    return [
      { key: `${prefix}:ip:${address}`, allowed: throttle.maxFailuresPerAddress },
      {
        key: `${prefix}:ip-user:${address}:${account.toLowerCase()}`,
        allowed: throttle.maxFailures,
      },
    ];
  };
  const lockOf = (key: string) => `${key}:lock`;

  return {
    /** A 429 with Retry-After while the address, or the address with this account, is locked. */
    async refuseWhenLocked(ip: string, account: string) {
      let retryAfterMs = 0;
      for (const { key } of keysFor(ip, account)) {
        const lock = await counters.peek(lockOf(key));
        if (lock) retryAfterMs = Math.max(retryAfterMs, lock.resetAt - Date.now());
      }
      if (retryAfterMs > 0) {
        throw new TooManyRequestsError(
          MESSAGES.login.tooManyAttempts,
          Math.max(1, Math.ceil(retryAfterMs / 1000)),
        );
      }
    },

    async recordFailure(ip: string, account: string) {
      for (const { key, allowed } of keysFor(ip, account)) {
        const { count } = await counters.increment(key, throttle.windowMs);
        const delay = lockoutMs(count, allowed);
        if (delay > 0) {
          // A failure is only counted when no lock is on, so this starts a fresh lock.
          await counters.reset(lockOf(key));
          await counters.increment(lockOf(key), delay);
        }
      }
    },

    /** The right password: this address may try this account freely again. */
    async recordSuccess(ip: string, account: string) {
      const key = keysFor(ip, account)[1]?.key as string;
      await counters.reset(key);
      await counters.reset(lockOf(key));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
