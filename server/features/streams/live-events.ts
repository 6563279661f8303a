import type { PublicStream } from '#shared/schemas/streams.js';

declare module '#server/platform/realtime/event-bus.js' {
  interface BusEvents {
    /** The active stream list changed: the new list, presented once by the instance that changed it. */
    'live.streams': { streams: PublicStream[] };
  }
}
