/** Query keys of the home page. */
export const homeKeys = {
  all: ['home'] as const,
  activeStreams: () => [...homeKeys.all, 'active-streams'] as const,
};
