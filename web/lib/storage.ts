import type { STORAGE_KEYS } from '#shared/constants.js';

/** One of the product's local storage keys; browsers keep them, so the names never change. */
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/**
 * Local storage by the product's keys. Every access is guarded: private modes, blocked cookies
 * and full quotas make storage throw, and the site must keep working without it.
 */
function store(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readString(key: StorageKey): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(key: StorageKey, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    // Storage is full or blocked: the preference simply is not remembered.
  }
}

export function removeKey(key: StorageKey): void {
  try {
    store()?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

/** Reads JSON and lets `parse` vet it; anything unreadable counts as absent. */
export function readJson<T>(key: StorageKey, parse: (value: unknown) => T | null): T | null {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    return parse(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeString(key, JSON.stringify(value));
}
