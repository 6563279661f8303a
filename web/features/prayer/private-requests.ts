import type { SentPrayerRequestResponse } from '#shared/schemas/prayer-requests.js';
import { readJson, writeJson } from '#web/lib/storage.js';

/** A private request as this browser keeps it for its sender. */
export interface KeptPrivateRequest {
  id: string;
  request: string;
  sentAt: string;
}

/** How many this browser keeps (the oldest go first). */
const KEPT = 50;

const parse = (value: unknown): KeptPrivateRequest[] | null =>
  Array.isArray(value)
    ? value.filter(
        (item): item is KeptPrivateRequest =>
          typeof item === 'object' &&
          item !== null &&
          typeof (item as KeptPrivateRequest).id === 'string' &&
          typeof (item as KeptPrivateRequest).request === 'string' &&
          typeof (item as KeptPrivateRequest).sentAt === 'string',
      )
    : null;

/**
 * The private requests sent from this browser, newest first. Kept on the device only: the server
 * never shows a private request to anyone but the prayer team, so the sender's copy is theirs.
 */
export function readPrivateRequests(): KeptPrivateRequest[] {
  return readJson('privatePrayerRequests', parse) ?? [];
}

export function keepPrivateRequest({
  prayerRequest,
}: SentPrayerRequestResponse): KeptPrivateRequest[] {
  const kept = [
    { id: prayerRequest._id, request: prayerRequest.request, sentAt: prayerRequest.createdAt },
    ...readPrivateRequests().filter((item) => item.id !== prayerRequest._id),
  ].slice(0, KEPT);
  writeJson('privatePrayerRequests', kept);
  return kept;
}

/** Forgets one on this device (a shared computer); the prayer team still has it. */
export function forgetPrivateRequest(id: string): KeptPrivateRequest[] {
  const kept = readPrivateRequests().filter((item) => item.id !== id);
  writeJson('privatePrayerRequests', kept);
  return kept;
}
