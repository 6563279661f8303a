import { useBrowserValue } from './staged-hydration.js';
import { STORAGE_KEYS } from '#shared/constants.js';
import { readJson, removeKey, writeJson } from './storage.js';

/**
 * Who is watching (storage key livestreamUserData, kept across visits): a member's registration
 * fields with their id and token, or a guest's name and email. The password is never stored.
 */
export interface LivestreamUser {
  name: string;
  email: string;
  isGuest: boolean;
  id?: string;
  phone?: string;
  location?: string;
  audienceSize?: string;
  expectations?: string;
  token?: string;
}

const OPTIONAL_FIELDS = [
  'id',
  'phone',
  'location',
  'audienceSize',
  'expectations',
  'token',
] as const satisfies readonly (keyof LivestreamUser)[];

const CHANGE_EVENT = 'lampstand:livestream-user';

/** The stored value when it has the shape above (other fields dropped), else null. */
export function parseLivestreamUser(value: unknown): LivestreamUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Record<string, unknown>;
  const { name, email, isGuest } = stored;
  if (typeof name !== 'string' || typeof email !== 'string' || typeof isGuest !== 'boolean') {
    return null;
  }
  const user: LivestreamUser = { name, email, isGuest };
  for (const field of OPTIONAL_FIELDS) {
    const text = stored[field];
    if (text === undefined) continue;
    if (typeof text !== 'string') return null;
    user[field] = text;
  }
  return user;
}

export function readLivestreamUser(): LivestreamUser | null {
  return readJson(STORAGE_KEYS.livestreamUser, parseLivestreamUser);
}

export function saveLivestreamUser(user: LivestreamUser): void {
  writeJson(STORAGE_KEYS.livestreamUser, user);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Signing out on this device: the stored member (their token with it) is forgotten. */
export function clearLivestreamUser(): void {
  removeKey(STORAGE_KEYS.livestreamUser);
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

const nobody = () => null;

/**
 * The stored viewer, kept in step across components and tabs; null until they choose, and on a
 * page the server rendered until it has hydrated.
 */
export function useLivestreamUser(): LivestreamUser | null {
  return useBrowserValue(subscribe, snapshot, nobody);
}
