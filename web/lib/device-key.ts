import { DEVICE_KEY_PATTERN } from '#shared/api-paths.js';
import { STORAGE_KEYS } from '#shared/constants.js';
import { readString, writeString } from './storage.js';

/** Kept for the page's life when storage is blocked: one page is still one device. */
let inMemory: string | null = null;

function randomKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * This browser's device key: random, made on its first call and kept in local storage, so every
 * tab of the browser is the same device. It names no one and proves nothing; the server uses it
 * to tell apart people who share one network address.
 */
export function deviceKey(): string {
  const stored = readString(STORAGE_KEYS.deviceKey);
  if (stored && DEVICE_KEY_PATTERN.test(stored)) return stored;
  inMemory ??= randomKey();
  writeString(STORAGE_KEYS.deviceKey, inMemory);
  return inMemory;
}
