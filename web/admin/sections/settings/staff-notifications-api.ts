import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import type { StaffNotifications, StaffNotificationsBody } from '#shared/schemas/staff.js';
import { apiRequest } from '#web/lib/api-client.js';
import { settingsAdminKeys } from './settings-admin-keys.js';

/** GET /api/admin/account/notifications: your own address and the emails you want. */
export async function getStaffNotifications(signal?: AbortSignal): Promise<StaffNotifications> {
  const { notifications } = await apiRequest<{ notifications: StaffNotifications }>(
    API.adminAccountNotifications,
    { auth: 'admin', ...(signal ? { signal } : {}) },
  );
  return notifications;
}

export function useStaffNotifications() {
  return useQuery(
    queryOptions({
      queryKey: settingsAdminKeys.notifications(),
      queryFn: ({ signal }) => getStaffNotifications(signal),
    }),
  );
}

/** PUT /api/admin/account/notifications. */
export async function saveStaffNotifications(
  body: StaffNotificationsBody,
): Promise<StaffNotifications> {
  const { notifications } = await apiRequest<{ notifications: StaffNotifications }>(
    API.adminAccountNotifications,
    { method: 'PUT', body, auth: 'admin' },
  );
  return notifications;
}

export function useSaveStaffNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStaffNotifications,
    onSuccess: (saved) => queryClient.setQueryData(settingsAdminKeys.notifications(), saved),
  });
}
