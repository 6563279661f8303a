import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { POLLING_MS } from '#shared/constants.js';
import type { MomentLiveEvent } from '#shared/live-events.js';
import type { Moment, MomentAnswerBody } from '#shared/schemas/moments.js';
import { api } from '#web/lib/api.js';
import { publicLive } from '#web/lib/live/index.js';
import { livestreamKeys } from '#web/features/livestream/api/livestream-keys.js';
import { momentVisitorKey } from './moment-storage.js';

/** GET /api/stream/{id}/moments: the stream's open moments, so a late joiner sees the card. */
export async function getOpenMoments(streamId: string, signal?: AbortSignal): Promise<Moment[]> {
  const { moments } = await api.GET('/api/stream/{id}/moments', {
    params: { path: { id: streamId } },
    ...(signal ? { signal } : {}),
  });
  return moments;
}

/** A live event's moment written into the open list: an opened one added, a closed one dropped. */
export function applyMomentEvent(current: Moment[] | undefined, event: MomentLiveEvent): Moment[] {
  const others = (current ?? []).filter((moment) => moment._id !== event.moment._id);
  return event.state === 'closed' || event.moment.closed ? others : [...others, event.moment];
}

/**
 * The stream's open moments: loaded with the page, switched at once by the stream's `moment`
 * events, and polled as the chat is while the page's event stream cannot carry them.
 */
export function useOpenMoments(streamId: string) {
  const queryClient = useQueryClient();
  const key = livestreamKeys.moments(streamId);
  const { polling } = publicLive.useLive(
    { stream: streamId },
    {
      moment: (event) => {
        if (event.moment.streamId !== streamId) return;
        queryClient.setQueryData<Moment[]>(key, (current) => applyMomentEvent(current, event));
      },
    },
  );
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => getOpenMoments(streamId, signal),
    refetchInterval: polling ? POLLING_MS.liveChat : false,
    refetchIntervalInBackground: false,
  });
}

/** POST /api/user/moment/{id}/response: a member's token makes the answer theirs. */
export async function answerMoment(
  momentId: string,
  body: Omit<MomentAnswerBody, 'visitorKey'>,
  memberToken?: string,
): Promise<number> {
  const { responses } = await api.POST('/api/user/moment/{id}/response', {
    params: { path: { id: momentId } },
    body: { ...body, visitorKey: momentVisitorKey() },
    memberToken,
  });
  return responses;
}

export function useAnswerMoment(momentId: string, memberToken: string | undefined) {
  return useMutation({
    mutationFn: (body: Omit<MomentAnswerBody, 'visitorKey'>) =>
      answerMoment(momentId, body, memberToken),
  });
}
