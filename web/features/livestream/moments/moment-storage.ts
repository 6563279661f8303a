import { STORAGE_KEYS } from '#shared/constants.js';
import { readString, writeString } from '#web/lib/storage.js';

/** Kept for the page's life when storage is blocked, so one page still answers as one person. */
let visitorKeyInMemory: string | null = null;

const VISITOR_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

function randomKey(): string {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * This browser's lasting key for answering moments: a guest who taps twice, or reloads and taps
 * again, is still one answer. It names no one.
 */
export function momentVisitorKey(): string {
  const stored = readString(STORAGE_KEYS.momentVisitorKey);
  if (stored && VISITOR_KEY_PATTERN.test(stored)) return stored;
  visitorKeyInMemory ??= randomKey();
  writeString(STORAGE_KEYS.momentVisitorKey, visitorKeyInMemory);
  return visitorKeyInMemory;
}

/**
 * Moments this tab's visitor dismissed: kept for the browser session only, so a dismissed card
 * stays away on reload but a new visit sees an open moment again.
 */
const DISMISSED_KEY = 'lampstand:dismissedMoments';
const DISMISSED_MAX = 50;

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readDismissedMoments(): string[] {
  try {
    const parsed: unknown = JSON.parse(session()?.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberDismissedMoment(id: string): void {
  const ids = [...readDismissedMoments().filter((known) => known !== id), id].slice(-DISMISSED_MAX);
  try {
    session()?.setItem(DISMISSED_KEY, JSON.stringify(ids));
  } catch {
    // Storage is blocked: the card stays dismissed for this page's life only.
  }
}
