import { randomBytes } from 'node:crypto';

/**
 * A 24-hex-character id: 4 bytes of seconds then 8 random bytes, so ids sort roughly by creation
 * and look like the ids existing clients of this API already handle.
 */
export function newId(now: Date = new Date()): string {
  const seconds = Math.floor(now.getTime() / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + randomBytes(8).toString('hex');
}

/** An unguessable key (192 random bits), for things whose id is also the key to read them. */
export function newSecretId(): string {
  return randomBytes(24).toString('base64url');
}

export function nowIso(): string {
  return new Date().toISOString();
}

/** Booleans live as 0/1 integers in both databases. */
export const toFlag = (value: boolean): number => (value ? 1 : 0);
export const fromFlag = (value: number | boolean | null | undefined): boolean => Boolean(value);
