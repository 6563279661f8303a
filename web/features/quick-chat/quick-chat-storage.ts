import { STORAGE_KEYS } from '#shared/constants.js';
import { readJson, readString, removeKey, writeJson, writeString } from '#web/lib/storage.js';
import type { LivestreamUser } from '#web/lib/livestream-user.js';
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
 * The member or guest who chose on the livestream page (livestreamUserData). That page is
 * written elsewhere and older versions stored other shapes, so the hook's parsed user is used
 * when there is one, else the stored record is read field by field.
 */
export function livestreamIdentity(
  user: LivestreamUser | null,
): (QuickChatIdentity & { userId: string | null }) | null {
  const record = user ?? readJson(STORAGE_KEYS.livestreamUser, (value) => value);
  const identity = toIdentity(record);
  if (!identity) return null;
  const { id, _id: legacyId, isGuest } = record as Record<string, unknown>;
  const memberId = id ?? legacyId;
  return {
    ...identity,
    userId: isGuest !== true && typeof memberId === 'string' && memberId ? memberId : null,
  };
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
