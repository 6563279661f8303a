import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffMemberInfo } from '#shared/schemas/staff.js';
import { api } from '#web/lib/api.js';
import { staffKeys } from './staff-keys.js';

/** GET /api/admin/staff: every staff account, oldest first (a church has a handful). */
export async function getStaff(signal?: AbortSignal): Promise<StaffMemberInfo[]> {
  const { staff } = await api.GET('/api/admin/staff', {
    auth: 'admin',
    ...(signal ? { signal } : {}),
  });
  return staff;
}

export const staffQueryOptions = () =>
  queryOptions({ queryKey: staffKeys.list(), queryFn: ({ signal }) => getStaff(signal) });

export function useStaff() {
  return useQuery(staffQueryOptions());
}
