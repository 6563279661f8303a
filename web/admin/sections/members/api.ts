// User Management's calls: the members list and what admins change.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AdminMember,
  AdminMemberBody,
  AdminMembersQuery,
  AdminMembersResponse,
} from '#shared/schemas/admin-members.js';
import { adminKeys } from '#web/admin/auth/index.js';
import { useRefreshingMutation } from '#web/admin/kit/index.js';
import { api } from '#web/lib/api.js';

/**
 * Query keys of the members listed in User Management (under the admin keys, dropped at
 * sign-out).
 */
export const memberAdminKeys = {
  all: [...adminKeys.all, 'members'] as const,
  list: (query: AdminMembersQuery) => [...memberAdminKeys.all, 'list', query] as const,
};

/** GET /api/admin/users with search, status filter and page. */
export function getAdminMembers(
  query: AdminMembersQuery,
  signal?: AbortSignal,
): Promise<AdminMembersResponse> {
  const { page, limit, status, search } = query;
  return api.GET('/api/admin/users', {
    params: { query: { page, limit, status, ...(search ? { search } : {}) } },
    auth: 'admin',
    ...(signal ? { signal } : {}),
  });
}

export const adminMembersQueryOptions = (query: AdminMembersQuery) =>
  queryOptions({
    queryKey: memberAdminKeys.list(query),
    queryFn: ({ signal }) => getAdminMembers(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminMembers(query: AdminMembersQuery) {
  return useQuery(adminMembersQueryOptions(query));
}

export interface SaveMemberInput {
  /** Absent: a new member (POST /api/admin/user); present: PUT /api/admin/user/{id}. */
  id?: string | undefined;
  body: AdminMemberBody;
}

export async function saveMember({ id, body }: SaveMemberInput): Promise<AdminMember> {
  const { user: member } = id
    ? await api.PUT('/api/admin/user/{id}', { params: { path: { id } }, body, auth: 'admin' })
    : await api.POST('/api/admin/user', { body, auth: 'admin' });
  return member;
}

/** PATCH /api/admin/user/{id}/block: a blocked member may read but not post. */
export async function blockMember({
  id,
  isBlocked,
}: {
  id: string;
  isBlocked: boolean;
}): Promise<AdminMember> {
  const { user: member } = await api.PATCH('/api/admin/user/{id}/block', {
    params: { path: { id } },
    body: { isBlocked },
    auth: 'admin',
  });
  return member;
}

/** DELETE /api/admin/user/{id}; what the member wrote stays under their name. */
export async function deleteMember(id: string): Promise<void> {
  await api.DELETE('/api/admin/user/{id}', {
    params: { path: { id } },
    auth: 'admin',
  });
}

export const useSaveMember = () => useRefreshingMutation(saveMember, [memberAdminKeys.all]);
export const useBlockMember = () => useRefreshingMutation(blockMember, [memberAdminKeys.all]);
export const useDeleteMember = () => useRefreshingMutation(deleteMember, [memberAdminKeys.all]);
