import type { MomentLiveEvent } from '#shared/live-events.js';

declare module '#server/platform/realtime/event-bus.js' {
  interface BusEvents {
    /**
     * A moment opened, its count grew, or it closed: the panel gets `staff` (with the count);
     * the stream's pages get `viewers` when it is for them (never a count).
     */
    'live.moment': { streamId: string; staff: MomentLiveEvent; viewers: MomentLiveEvent | null };
  }
}
