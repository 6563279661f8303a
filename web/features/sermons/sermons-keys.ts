import type { SermonsListParams } from '#shared/sermon-pages.js';

/** Query keys of the sermon library, which the server fills for the page it renders. */
export const sermonsKeys = {
  all: ['sermons'] as const,
  list: (params: SermonsListParams) => [...sermonsKeys.all, 'list', params] as const,
  seriesList: () => [...sermonsKeys.all, 'series'] as const,
  detail: (id: string) => [...sermonsKeys.all, 'detail', id] as const,
  chat: (streamId: string) => [...sermonsKeys.all, 'chat', streamId] as const,
};
