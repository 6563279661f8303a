import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { MESSAGE_TYPES } from '#shared/constants.js';
import type { LiveReactions, LiveRemoved } from '#shared/live-events.js';
import type { ChatMessage } from '#shared/schemas/chat.js';
import type { PublicComment } from '#shared/schemas/comments.js';
import type { PublicStream } from '#shared/schemas/streams.js';
import { appendPushed } from '#web/lib/live/apply-pushed.js';
import { publicLive } from '#web/lib/live/index.js';
import { livestreamKeys } from '#web/features/livestream/api/livestream-keys.js';
import { MAX_MESSAGES_ON_PAGE } from '#web/features/livestream/api/message-list.js';

function applyReactions(queryClient: QueryClient, streamId: string, event: LiveReactions) {
  const patch = <T extends { _id: string }>(items: T[] | undefined) =>
    items?.map((item) => (item._id === event._id ? { ...item, reactions: event.reactions } : item));
  if (event.kind === 'comment') {
    queryClient.setQueryData<PublicComment[]>(livestreamKeys.comments(streamId), patch);
  } else if (event.kind === 'chat-message') {
    for (const type of MESSAGE_TYPES) {
      queryClient.setQueryData<ChatMessage[]>(livestreamKeys.messages(streamId, type), patch);
    }
  } else {
    queryClient.setQueryData<PublicStream>(livestreamKeys.stream(event._id), (stream) =>
      stream
        ? {
            ...stream,
            reactions: event.reactions,
            likeCount: event.likeCount ?? stream.likeCount,
          }
        : stream,
    );
  }
}

function applyRemoved(queryClient: QueryClient, streamId: string, { kind, _id }: LiveRemoved) {
  const drop = <T extends { _id: string }>(items: T[] | undefined) =>
    items?.filter((item) => item._id !== _id);
  if (kind === 'comment') {
    queryClient.setQueryData<PublicComment[]>(livestreamKeys.comments(streamId), drop);
    return;
  }
  for (const type of MESSAGE_TYPES) {
    queryClient.setQueryData<ChatMessage[]>(livestreamKeys.messages(streamId, type), drop);
  }
}

/**
 * /LiveStream's share of the page's event stream: the stream list, and for the open stream
 * its comments, chat, prayer requests, reactions and viewers, written into the caches the
 * page's read calls fill. Says whether the page must poll instead.
 */
export function useLivestreamLive(streamId: string | null) {
  const queryClient = useQueryClient();
  return publicLive.useLive(streamId ? { stream: streamId } : {}, {
    streams: ({ streams }) => {
      queryClient.setQueryData(livestreamKeys.activeStreams(), streams);
      // The open stream's room controls (pinned message, slow mode) follow the list at once.
      for (const listed of streams) {
        queryClient.setQueryData<PublicStream>(livestreamKeys.stream(listed._id), (current) =>
          current ? { ...current, chat: listed.chat } : current,
        );
      }
    },
    viewers: (viewers) => {
      queryClient.setQueryData(livestreamKeys.viewers(viewers.streamId), viewers);
    },
    comment: (comment) => {
      appendPushed(
        queryClient,
        livestreamKeys.comments(comment.streamId),
        comment,
        MAX_MESSAGES_ON_PAGE,
      );
    },
    'chat-message': (message) => {
      if (!streamId) return;
      appendPushed(
        queryClient,
        livestreamKeys.messages(streamId, message.messageType),
        message,
        MAX_MESSAGES_ON_PAGE,
      );
    },
    reactions: (event) => {
      if (streamId) applyReactions(queryClient, streamId, event);
    },
    removed: (event) => {
      if (streamId) applyRemoved(queryClient, streamId, event);
    },
    reset: () => {
      void queryClient.invalidateQueries({ queryKey: livestreamKeys.all });
    },
  });
}

/** Whether the livestream's queries must poll: the page's event stream is not carrying them. */
export const useLivestreamPolling = publicLive.useLivePolling;
