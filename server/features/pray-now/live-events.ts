import type { PrayNowState } from '#shared/schemas/pray-now.js';

declare module '#server/platform/realtime/event-bus.js' {
  interface BusEvents {
    /** A pray-now request arrived, was accepted or went to the queue: for the panel only. */
    'live.pray-now': { _id: string; state: PrayNowState };
  }
}

// A module, so the block above adds to the bus's events rather than declaring a module anew.
export {};
