import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PublicStream,
  StreamReactionBody,
  StreamReactionResponse,
} from '#shared/schemas/streams.js';
import { api } from '#web/lib/api.js';
import { livestreamKeys } from './livestream-keys.js';

/** POST /api/user/stream-reaction: the stream's reactions and likeCount after this one. */
export async function reactToStream(
  body: StreamReactionBody,
  memberToken?: string,
): Promise<StreamReactionResponse> {
  return api.POST('/api/user/stream-reaction', {
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
