import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import type {
  PublicStream,
  StreamReactionBody,
  StreamReactionResponse,
} from '#shared/schemas/streams.js';
import { apiRequest } from '#web/lib/api-client.js';
import { livestreamKeys } from './livestream-keys.js';

/** POST /api/user/stream-reaction: the stream's reactions and likeCount after this one. */
export async function reactToStream(
  body: StreamReactionBody,
  memberToken?: string,
): Promise<StreamReactionResponse> {
  return apiRequest<StreamReactionResponse>(API.streamReaction, {
    method: 'POST',
    body,
    memberToken,
    staffExempt: true,
  });
}

export function useReactToStream(streamId: string, memberToken: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StreamReactionBody) => reactToStream(body, memberToken),
    onSuccess: ({ reactions, likeCount }) => {
      queryClient.setQueryData<PublicStream>(livestreamKeys.stream(streamId), (current) =>
        current ? { ...current, reactions, likeCount } : current,
      );
    },
  });
}
