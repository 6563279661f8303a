// The follow-up queue's calls: the list (live), the changes, "Email them" with its templates,
// the CSV export and the erasure on request. The team to assign to is the prayer team's list.
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import { POLLING_MS } from '#shared/constants.js';
import type {
  FollowUp,
  FollowUpEmailBody,
  FollowUpPatchBody,
  FollowUpStatus,
  FollowUpTemplatesResponse,
} from '#shared/schemas/follow-ups.js';
import type { PrayerTeamResponse } from '#shared/schemas/prayer-requests.js';
import type { MomentKind } from '#shared/schemas/moments.js';
import { adminKeys } from '#web/admin/auth/index.js';
import { downloadAdminCsv, useRefreshingMutation } from '#web/admin/kit/index.js';
import { api } from '#web/lib/api.js';
import { adminLive } from '#web/lib/live/index.js';
import { useBackgroundRefresh } from '#web/lib/live/use-background-refresh.js';

export interface FollowUpQueueParams {
  search: string;
  page: number;
  status: FollowUpStatus | 'all';
  /** `mine`, `none` (unassigned) or everyone's. */
  assigned: 'all' | 'mine' | 'none';
  kind: MomentKind | 'all';
}

const PAGE_SIZE = 24;
/** Follow-ups arriving within this time bring one refresh of the queue. */
const QUEUE_GATHER_MS = 200;

/** Query keys of the follow-up queue (under the admin keys, dropped at sign-out). */
export const followUpAdminKeys = {
  all: [...adminKeys.all, 'follow-ups'] as const,
  lists: () => [...followUpAdminKeys.all, 'list'] as const,
  list: (params: FollowUpQueueParams) => [...followUpAdminKeys.lists(), params] as const,
  templates: () => [...followUpAdminKeys.all, 'templates'] as const,
};

/** The queue's filters as the API takes them; the CSV export takes the same. */
export function followUpQueueFilters({
  search,
  status,
  assigned,
  kind,
}: Omit<FollowUpQueueParams, 'page'>) {
  return {
    ...(search ? { search } : {}),
    ...(status !== 'all' ? { status } : {}),
    ...(kind !== 'all' ? { kind } : {}),
    ...(assigned === 'mine' ? { assignedTo: 'me' } : {}),
    ...(assigned === 'none' ? { assignedTo: 'none' } : {}),
  };
}

export type FollowUpQueueFilters = ReturnType<typeof followUpQueueFilters>;

/** GET /api/admin/follow-ups: a page of the queue, urgent first, then newest. */
export function getFollowUps(
  params: FollowUpQueueParams,
  signal?: AbortSignal,
  background = false,
) {
  return api.GET('/api/admin/follow-ups', {
    params: { query: { page: params.page, limit: PAGE_SIZE, ...followUpQueueFilters(params) } },
    auth: 'admin',
    background,
    ...(signal ? { signal } : {}),
  });
}

/**
 * The queue, refreshed by the panel's event stream the moment an answer arrives or a teammate
 * changes one; polled every few seconds while that stream cannot be opened.
 */
export function useFollowUps(params: FollowUpQueueParams) {
  const refresh = useBackgroundRefresh(
    followUpAdminKeys.lists(),
    (key, signal) => getFollowUps(key.at(-1) as FollowUpQueueParams, signal, true),
    QUEUE_GATHER_MS,
  );
  const { polling } = adminLive.useLive({}, { 'follow-up': refresh, reset: refresh });
  return useQuery({
    queryKey: followUpAdminKeys.list(params),
    queryFn: ({ signal }) => getFollowUps(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: polling ? POLLING_MS.adminChatList : false,
  });
}

/** GET /api/admin/follow-ups/templates: what "Email them" starts from. */
export function useFollowUpTemplates() {
  return useQuery({
    queryKey: followUpAdminKeys.templates(),
    queryFn: ({ signal }): Promise<FollowUpTemplatesResponse> =>
      api.GET('/api/admin/follow-ups/templates', { auth: 'admin', signal }),
    staleTime: 60_000,
  });
}

/**
 * GET /api/admin/prayer-requests/team: who a follow-up can be given to, the same staff list the
 * prayer team assigns from (cached under its own key here).
 */
export function useFollowUpTeam() {
  return useQuery({
    queryKey: [...followUpAdminKeys.all, 'team'] as const,
    queryFn: ({ signal }): Promise<PrayerTeamResponse> =>
      api.GET('/api/admin/prayer-requests/team', { auth: 'admin', signal }),
    staleTime: 5 * 60_000,
  });
}

/** PATCH /api/admin/follow-up/{id}: status, assignee, private note, urgency. */
export async function updateFollowUp(input: {
  id: string;
  body: FollowUpPatchBody;
}): Promise<FollowUp> {
  const { followUp } = await api.PATCH('/api/admin/follow-up/{id}', {
    params: { path: { id: input.id } },
    body: input.body,
    auth: 'admin',
  });
  return followUp;
}

/** POST /api/admin/follow-up/{id}/email: the email as the team read (and maybe edited) it. */
export function emailFollowUp(input: { id: string; body: NonNullable<FollowUpEmailBody> }) {
  return api.POST('/api/admin/follow-up/{id}/email', {
    params: { path: { id: input.id } },
    body: input.body,
    auth: 'admin',
  });
}

/** POST /api/admin/follow-ups/erase: every follow-up of one email address, on request. */
export function eraseFollowUps(email: string) {
  return api.POST('/api/admin/follow-ups/erase', { body: { email }, auth: 'admin' });
}

/** GET /api/admin/follow-ups/export: the queue as CSV, saved as a file. */
export function exportFollowUps(filters: FollowUpQueueFilters): Promise<void> {
  return downloadAdminCsv(API.adminFollowUpsExport, filters, 'follow-ups.csv');
}

// The dashboard's counts follow through the panel's event stream.
export const useUpdateFollowUp = () =>
  useRefreshingMutation(updateFollowUp, [followUpAdminKeys.all], 'settled');
export const useEmailFollowUp = () =>
  useRefreshingMutation(emailFollowUp, [followUpAdminKeys.all], 'settled');
export const useEraseFollowUps = () =>
  useRefreshingMutation(eraseFollowUps, [followUpAdminKeys.all], 'settled');
export const useExportFollowUps = () => useMutation({ mutationFn: exportFollowUps });
