import type { HostChatMessage } from '#shared/live-events.js';

declare module '#server/platform/realtime/event-bus.js' {
  interface BusEvents {
    /** A message in the team's chat beside a stream: for the panel's event stream only. */
    'live.host-chat': HostChatMessage;
  }
}

// A module, so the block above adds to the bus's events rather than declaring a module anew.
export {};
