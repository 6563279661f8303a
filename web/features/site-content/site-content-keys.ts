/** Query keys of the site content feature. */
export const siteContentKeys = {
  all: ['site-content'] as const,
  content: () => [...siteContentKeys.all, 'content'] as const,
};
