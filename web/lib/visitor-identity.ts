import { STORAGE_KEYS } from '#shared/constants.js';
import { readJson } from './storage.js';

export interface VisitorIdentity {
  name: string;
  email: string;
}

function asIdentity(value: unknown): VisitorIdentity | null {
  if (typeof value !== 'object' || value === null) return null;
  const { name, email } = value as Record<string, unknown>;
  if (typeof name !== 'string' || typeof email !== 'string') return null;
  return { name, email };
}

/** The name and email a member or guest gave on the livestream page, to prefill other forms. */
export function readVisitorIdentity(): VisitorIdentity | null {
  return readJson(STORAGE_KEYS.livestreamUser, asIdentity);
}
