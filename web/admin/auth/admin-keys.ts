/** Query keys of the admin area; everything under `all` is dropped when the session ends. */
export const adminKeys = {
  all: ['admin'] as const,
  session: () => [...adminKeys.all, 'session'] as const,
};
