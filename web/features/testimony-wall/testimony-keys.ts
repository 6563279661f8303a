/** Query keys of the testimony wall. */
export const testimonyKeys = {
  all: ['testimonies'] as const,
  wall: (page: number) => [...testimonyKeys.all, 'wall', page] as const,
};
