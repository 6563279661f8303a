/** Query keys of the services schedule. */
export const servicesKeys = {
  all: ['services'] as const,
  upcoming: () => [...servicesKeys.all, 'upcoming'] as const,
};
