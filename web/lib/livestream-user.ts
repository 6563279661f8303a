import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { STORAGE_KEYS } from '#shared/constants.js';
import { readJson, writeJson } from './storage.js';

/**
 * Who is watching (spec section 3, storage key livestreamUserData): a member's registration
 * fields with their id and token, or a guest's name and email. The password is never stored.
 */
const livestreamUserSchema = z.object({
  name: z.string(),
  email: z.string(),
  isGuest: z.boolean(),
  id: z.string().optional(),
  phone: z.string().optional(),
  location: z.string().optional(),
  audienceSize: z.string().optional(),
  expectations: z.string().optional(),
  token: z.string().optional(),
});
export type LivestreamUser = z.infer<typeof livestreamUserSchema>;

const CHANGE_EVENT = 'lampstand:livestream-user';

function parse(value: unknown): LivestreamUser | null {
  const parsed = livestreamUserSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function readLivestreamUser(): LivestreamUser | null {
  return readJson(STORAGE_KEYS.livestreamUser, parse);
}

export function saveLivestreamUser(user: LivestreamUser): void {
  writeJson(STORAGE_KEYS.livestreamUser, user);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.livestreamUser) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

// useSyncExternalStore compares snapshots by identity, so keep one object per stored text.
let cachedText: string | null | undefined;
let cachedUser: LivestreamUser | null = null;

function snapshot(): LivestreamUser | null {
  let text: string | null;
  try {
    text = window.localStorage.getItem(STORAGE_KEYS.livestreamUser);
  } catch {
    text = null;
  }
  if (text !== cachedText) {
    cachedText = text;
    cachedUser = readLivestreamUser();
  }
  return cachedUser;
}

/** The stored viewer, kept in step across components and tabs; null until they choose. */
export function useLivestreamUser(): LivestreamUser | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
