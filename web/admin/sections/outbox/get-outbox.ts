import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMailResponse, MailStatus } from '#shared/schemas/admin-mail.js';
import { api } from '#web/lib/api.js';
import { outboxKeys } from './outbox-keys.js';

export interface OutboxParams {
  search: string;
  page: number;
  status: MailStatus | 'all';
}

const OUTBOX_PAGE_SIZE = 24;
/** While an email is on its way, the list looks again this often, to show how it went. */
const ON_ITS_WAY_REFRESH_MS = 5_000;

/** GET /api/admin/mail: a page of the outbox, newest first, by status and search. */
export function getOutbox(
  { search, page, status }: OutboxParams,
  signal?: AbortSignal,
): Promise<AdminMailResponse> {
  return api.GET('/api/admin/mail', {
    params: {
      query: {
        page,
        limit: OUTBOX_PAGE_SIZE,
        ...(search ? { search } : {}),
        ...(status !== 'all' ? { status } : {}),
      },
    },
    auth: 'admin',
    ...(signal ? { signal } : {}),
  });
}

export const outboxQueryOptions = (params: OutboxParams) =>
  queryOptions({
    queryKey: outboxKeys.list(params),
    queryFn: ({ signal }) => getOutbox(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.messages.some(
        (message) => message.status === 'queued' || message.status === 'sending',
      )
        ? ON_ITS_WAY_REFRESH_MS
        : false,
  });

export function useOutbox(params: OutboxParams) {
  return useQuery(outboxQueryOptions(params));
}
