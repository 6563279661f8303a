import type { MessageType } from '#shared/constants.js';

/** Query keys of the livestream feature. */
export const livestreamKeys = {
  all: ['livestream'] as const,
  activeStreams: () => [...livestreamKeys.all, 'active-streams'] as const,
  stream: (id: string) => [...livestreamKeys.all, 'stream', id] as const,
  comments: (streamId: string) => [...livestreamKeys.all, 'comments', streamId] as const,
  messages: (streamId: string, messageType: MessageType) =>
    [...livestreamKeys.all, 'messages', streamId, messageType] as const,
  /** The server's clock less the browser's, for a recorded video played as live. */
  serverOffset: (streamId: string) => [...livestreamKeys.all, 'server-offset', streamId] as const,
  /** The stream's open moments (the cards over the chat). */
  moments: (streamId: string) => [...livestreamKeys.all, 'moments', streamId] as const,
  /** Filled only by the live stream's `viewers` events: nothing fetches it. */
  viewers: (streamId: string) => [...livestreamKeys.all, 'viewers', streamId] as const,
};
