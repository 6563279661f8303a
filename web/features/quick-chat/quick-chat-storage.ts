import { STORAGE_KEYS } from '../../../shared/constants.js';
import { readJson, readString, removeKey, writeJson, writeString } from '../../lib/storage.js';
import type { QuickChatIdentity } from './identity.js';

/** The quick chat identity saved in this browser, when it is still well formed. */
export function readSavedIdentity(): QuickChatIdentity | null {
  return readJson(STORAGE_KEYS.quickChatUser, toIdentity);
}

export function saveIdentity(identity: QuickChatIdentity): void {
  writeJson(STORAGE_KEYS.quickChatUser, identity);
}

export function readChatId(): string | null {
  const value = readString(STORAGE_KEYS.quickChatId)?.trim();
  return value ? value : null;
}

export function saveChatId(chatId: string | null): void {
  if (chatId) writeString(STORAGE_KEYS.quickChatId, chatId);
  else removeKey(STORAGE_KEYS.quickChatId);
}

/**
 * The member or guest who signed in on the livestream page (livestreamUserData), if any. That
 * page is written elsewhere and older versions stored other shapes, so every field is checked.
 */
export function readLivestreamUser(): (QuickChatIdentity & { userId: string | null }) | null {
  return readJson(STORAGE_KEYS.livestreamUser, (value) => {
    const identity = toIdentity(value);
    if (!identity) return null;
    const record = value as Record<string, unknown>;
    const id = record.id ?? record._id;
    const isGuest = record.isGuest === true;
    return { ...identity, userId: !isGuest && typeof id === 'string' && id ? id : null };
  });
}

function toIdentity(value: unknown): QuickChatIdentity | null {
  if (typeof value !== 'object' || value === null) return null;
  const { name, email } = value as Record<string, unknown>;
  if (typeof name !== 'string' || typeof email !== 'string') return null;
  const trimmedName = name.trim();
  const trimmedEmail = email.trim();
  if (!trimmedName || !trimmedEmail.includes('@')) return null;
  return { name: trimmedName, email: trimmedEmail };
}
