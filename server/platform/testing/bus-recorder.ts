import type { BusEventName, EventBus } from '#server/platform/realtime/event-bus.js';

declare module '#server/platform/realtime/event-bus.js' {
  interface BusEvents {
    /** Published by tests after what they watch: everything before it has been delivered. */
    'testing.marker': Record<string, never>;
  }
}

export interface CarriedMessage {
  name: BusEventName;
  payload: unknown;
}

/**
 * What the in-memory bus carries of `names` while `act` runs, in order. The bus delivers in
 * the order things were published, so once a marker published after `act` is heard, nothing
 * `act` published is still on its way: the list is complete, not merely what came in time.
 */
export async function carriedBy(
  bus: EventBus,
  names: readonly BusEventName[],
  act: () => unknown,
): Promise<CarriedMessage[]> {
  // What was published before (test data made a moment ago) is delivered first, unwatched.
  await allDelivered(bus);
  const carried: CarriedMessage[] = [];
  const stops = await Promise.all(
    names.map((name) => bus.subscribe(name, (payload: unknown) => carried.push({ name, payload }))),
  );
  try {
    await act();
    await allDelivered(bus);
  } finally {
    await Promise.all(stops.map((stop) => stop()));
  }
  return carried;
}

/** Resolves once everything published on the bus so far has been delivered. */
async function allDelivered(bus: EventBus) {
  let heard: () => void = () => {};
  const marker = new Promise<void>((resolve) => (heard = resolve));
  const stop = await bus.subscribe('testing.marker', () => heard());
  await bus.publish('testing.marker', {});
  await marker;
  await stop();
}
