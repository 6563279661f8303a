/** Query keys of the events feature. */
export const eventsKeys = {
  all: ['events'] as const,
  upcoming: () => [...eventsKeys.all, 'upcoming'] as const,
};
