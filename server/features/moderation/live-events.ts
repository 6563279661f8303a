declare module '#server/platform/realtime/event-bus.js' {
  interface BusEvents {
    /**
     * A post moderators should look at (held, shadow-muted) or one they changed: the panel's
     * Live Moderation view refetches. Published by the comments and the live chat.
     */
    'live.moderation': { kind: 'comment' | 'chat-message'; streamId: string; _id: string };
  }
}

// A module, so the block above adds to the bus's events rather than declaring a module anew.
export {};
