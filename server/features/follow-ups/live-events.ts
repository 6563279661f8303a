declare module '#server/platform/realtime/event-bus.js' {
  interface BusEvents {
    /** A follow-up arrived, or the team changed or erased one: the panel's queue refetches. */
    'live.follow-up': { _id: string };
  }
}

// A module, so the block above adds to the bus's events rather than declaring a module anew.
export {};
