import { STORAGE_KEYS } from '#shared/constants.js';
import type { AdminInfo } from '#shared/schemas/auth.js';
import { readString, removeKey, writeJson, writeString } from '#web/lib/storage.js';

/** The admin session kept in the browser: adminToken (the token) and adminInfo (JSON). */
export function readAdminToken(): string | null {
  return readString(STORAGE_KEYS.adminToken);
}

export function saveAdminSession(token: string, admin: AdminInfo): void {
  writeString(STORAGE_KEYS.adminToken, token);
  writeJson(STORAGE_KEYS.adminInfo, admin);
}

export function clearAdminSession(): void {
  removeKey(STORAGE_KEYS.adminToken);
  removeKey(STORAGE_KEYS.adminInfo);
}
