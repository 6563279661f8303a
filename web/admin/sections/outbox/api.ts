import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { AdminMailResponse, MailMessage, MailStatus } from '#shared/schemas/admin-mail.js';
import { adminKeys } from '#web/admin/auth/index.js';
import { api } from '#web/lib/api.js';

export interface OutboxParams {
  search: string;
  page: number;
  status: MailStatus | 'all';
}

/** Query keys of the outbox (under the admin keys, dropped at sign-out). */
export const outboxKeys = {
  all: [...adminKeys.all, 'outbox'] as const,
  list: (params: OutboxParams) => [...outboxKeys.all, 'list', params] as const,
};

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

/** POST /api/admin/mail/{id}/retry: a failed email sent again now. */
export async function retryMail(id: string): Promise<MailMessage> {
  const { mail } = await api.POST('/api/admin/mail/{id}/retry', {
    params: { path: { id } },
    auth: 'admin',
  });
  return mail;
}

export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
  });
}
