/** Query keys of the testimony feature. */
export const testimonyKeys = {
  all: ['testimonies'] as const,
  wall: (page: number) => [...testimonyKeys.all, 'wall', page] as const,
};
