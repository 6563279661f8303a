import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { POLLING_MS } from '#shared/constants.js';
import type { MomentLiveEvent } from '#shared/live-events.js';
import type { Moment, MomentBody } from '#shared/schemas/moments.js';
import { api } from '#web/lib/api.js';
import { adminLive } from '#web/lib/live/index.js';
import { moderationKeys } from './api.js';

export const momentKeys = {
  stream: (streamId: string) => [...moderationKeys.all, 'moments', streamId] as const,
};

/** GET /api/admin/stream/{id}/moments: the stream's moments with their counts, newest first. */
export async function getStreamMoments(
  streamId: string,
  signal?: AbortSignal,
  background = false,
): Promise<Moment[]> {
  const { moments } = await api.GET('/api/admin/stream/{id}/moments', {
    params: { path: { id: streamId } },
    auth: 'admin',
    background,
    ...(signal ? { signal } : {}),
  });
  return moments;
}

/** A moment as an event or an answer tells it, put in its place (a new one first). */
export function placeMoment(current: Moment[] | undefined, moment: Moment): Moment[] {
  const list = current ?? [];
  return list.some((known) => known._id === moment._id)
    ? list.map((known) => (known._id === moment._id ? moment : known))
    : [moment, ...list];
}

/**
 * The stream's moments, their counts growing as the panel's event stream says (each answer,
 * each opening and closing); polled as the moderation list is while that stream cannot be opened.
 */
export function useStreamMoments(streamId: string) {
  const queryClient = useQueryClient();
  const key = momentKeys.stream(streamId);
  const { polling } = adminLive.useLive(
    {},
    {
      moment: ({ moment }: MomentLiveEvent) => {
        if (moment.streamId !== streamId) return;
        queryClient.setQueryData<Moment[]>(key, (current) => placeMoment(current, moment));
      },
      reset: () => {
        void queryClient.invalidateQueries({ queryKey: key });
      },
    },
    streamId !== '',
  );
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => getStreamMoments(streamId, signal, true),
    enabled: streamId !== '',
    refetchInterval: polling ? POLLING_MS.liveChat : false,
  });
}

/** POST /api/admin/stream/{id}/moment: the moment opens for every viewer at once. */
export async function postMoment(input: { streamId: string; body: MomentBody }): Promise<Moment> {
  const { moment } = await api.POST('/api/admin/stream/{id}/moment', {
    params: { path: { id: input.streamId } },
    body: input.body,
    auth: 'admin',
  });
  return moment;
}

/** PATCH /api/admin/moment/{id} `{ closed: true }`: the card leaves every viewer's page. */
export async function closeMoment(id: string): Promise<Moment> {
  const { moment } = await api.PATCH('/api/admin/moment/{id}', {
    params: { path: { id } },
    body: { closed: true },
    auth: 'admin',
  });
  return moment;
}

function useMomentWrite<Input>(streamId: string, write: (input: Input) => Promise<Moment>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (moment) => {
      queryClient.setQueryData<Moment[]>(momentKeys.stream(streamId), (current) =>
        placeMoment(current, moment),
      );
    },
  });
}

export const usePostMoment = (streamId: string) => useMomentWrite(streamId, postMoment);
export const useCloseMoment = (streamId: string) => useMomentWrite(streamId, closeMoment);
