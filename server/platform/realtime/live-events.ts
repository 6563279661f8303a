import type { BusEventName, BusEvents, EventBus } from './event-bus.js';

/**
 * Publishes a live event without making the write that caused it wait or fail: the write has
 * happened, and a page that misses the event catches up from its next read (or its `reset`).
 * Each feature declares the live events it owns in its own `live-events.ts`.
 */
export function publishLive<Name extends BusEventName>(
  bus: EventBus,
  name: Name,
  payload: BusEvents[Name],
): void {
  bus.publish(name, payload).catch(() => {});
}
