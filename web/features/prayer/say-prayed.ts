import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrayedResponse, PrayerWallResponse } from '#shared/schemas/prayer-requests.js';
import { api } from '#web/lib/api.js';
import { readJson, writeJson } from '#web/lib/storage.js';
import { prayerKeys } from './prayer-keys.js';

/** How many "I prayed" this browser remembers (the oldest go first). */
const REMEMBERED = 500;

const parseIds = (value: unknown) =>
  Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : null;

/** The requests this browser said "I prayed" for, so the button shows it after a reload. */
export function readPrayedFor(): string[] {
  return readJson('prayedFor', parseIds) ?? [];
}

function rememberPrayed(id: string) {
  const ids = readPrayedFor().filter((known) => known !== id);
  writeJson('prayedFor', [...ids, id].slice(-REMEMBERED));
}

/** POST /api/user/prayer-request/{id}/prayed: the server counts each visitor once. */
export function sayPrayed(id: string): Promise<PrayedResponse> {
  return api.POST('/api/user/prayer-request/{id}/prayed', { params: { path: { id } } });
}

export function useSayPrayed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sayPrayed,
    onSuccess: ({ prayedCount }, id) => {
      rememberPrayed(id);
      // The count lands in every page of the wall that shows the request.
      queryClient.setQueriesData<PrayerWallResponse>({ queryKey: prayerKeys.all }, (wall) =>
        wall
          ? {
              ...wall,
              prayerRequests: wall.prayerRequests.map((item) =>
                item._id === id ? { ...item, prayedCount } : item,
              ),
            }
          : wall,
      );
    },
  });
}
