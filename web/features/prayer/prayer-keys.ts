/** Query keys of the prayer wall. */
export const prayerKeys = {
  all: ['prayer-wall'] as const,
  wall: (page: number) => [...prayerKeys.all, page] as const,
};
