import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import type { AdminSettings, AdminSettingsUpdate } from '#shared/schemas/admin-settings.js';
import type { PushSubscriberCounts } from '#shared/schemas/push.js';
import type { StaffNotifications, StaffNotificationsBody } from '#shared/schemas/staff.js';
import type { TwoFactorSetupResponse, TwoFactorStatus } from '#shared/schemas/two-factor.js';
import { adminKeys } from '#web/admin/auth/index.js';
import { settingsKeys } from '#web/features/settings/index.js';
import { api } from '#web/lib/api.js';
import { apiRequest } from '#web/lib/api-client.js';

/**
 * The calls of Settings and My Account: the site's settings, the signed-in staff member's own
 * two-factor sign-in and notification emails. Their query keys sit under the admin keys, so
 * they are dropped at sign-out.
 */
export const settingsAdminKeys = {
  all: [...adminKeys.all, 'settings'] as const,
  settings: () => [...settingsAdminKeys.all, 'values'] as const,
  twoFactor: () => [...settingsAdminKeys.all, 'two-factor'] as const,
  /** The signed-in staff member's own notification emails (My Account). */
  notifications: () => [...settingsAdminKeys.all, 'my-notifications'] as const,
  /** How many browsers take push notifications, per topic (Notifications tab). */
  pushSubscribers: () => [...settingsAdminKeys.all, 'push-subscribers'] as const,
};

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

/* The site's settings ------------------------------------------------------------------ */

/** GET /api/admin/settings: general, appearance, notifications and security. */
export async function getAdminSettings(signal?: AbortSignal): Promise<AdminSettings> {
  const { settings } = await api.GET('/api/admin/settings', {
    auth: 'admin',
    ...withSignal(signal),
  });
  return settings;
}

export const adminSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsAdminKeys.settings(),
    queryFn: ({ signal }) => getAdminSettings(signal),
  });

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions());
}

/** PUT /api/admin/settings: the groups as the form holds them. */
export async function saveSettings(update: AdminSettingsUpdate): Promise<AdminSettings> {
  const { settings } = await api.PUT('/api/admin/settings', { body: update, auth: 'admin' });
  return settings;
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: async (saved) => {
      queryClient.setQueryData(settingsAdminKeys.settings(), saved);
      await queryClient.invalidateQueries({ queryKey: settingsAdminKeys.twoFactor() });
      // The site's name, contact details and colours in this browser change at once.
      await queryClient.invalidateQueries({ queryKey: settingsKeys.all });
    },
  });
}

/* Two-factor sign-in ------------------------------------------------------------------- */

/** GET /api/admin/two-factor: whether this admin signs in with a code, and whether it is required. */
export function getTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatus> {
  return api.GET('/api/admin/two-factor', { auth: 'admin', ...withSignal(signal) });
}

export const twoFactorStatusQueryOptions = () =>
  queryOptions({
    queryKey: settingsAdminKeys.twoFactor(),
    queryFn: ({ signal }) => getTwoFactorStatus(signal),
  });

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQueryOptions());
}

/** POST /api/admin/two-factor/setup: a new secret and its QR code for the authenticator app. */
export function startTwoFactorSetup(): Promise<TwoFactorSetupResponse> {
  return api.POST('/api/admin/two-factor/setup', { auth: 'admin' });
}

export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: startTwoFactorSetup });
}

/** POST /api/admin/two-factor/enable: the first code from the app turns two-factor sign-in on. */
export function enableTwoFactor(code: string): Promise<TwoFactorStatus> {
  return api.POST('/api/admin/two-factor/enable', { body: { code }, auth: 'admin' });
}

/** POST /api/admin/two-factor/disable: a current code turns two-factor sign-in off. */
export function disableTwoFactor(code: string): Promise<TwoFactorStatus> {
  return api.POST('/api/admin/two-factor/disable', { body: { code }, auth: 'admin' });
}

/** Turning two-factor on or off answers with the new status, which the panel shows at once. */
function useTwoFactorChange(change: (code: string) => Promise<TwoFactorStatus>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (status) => queryClient.setQueryData(settingsAdminKeys.twoFactor(), status),
  });
}

export const useEnableTwoFactor = () => useTwoFactorChange(enableTwoFactor);
export const useDisableTwoFactor = () => useTwoFactorChange(disableTwoFactor);

/* My notification emails --------------------------------------------------------------- */

/** GET /api/admin/account/notifications: your own address and the emails you want. */
export async function getStaffNotifications(signal?: AbortSignal): Promise<StaffNotifications> {
  const { notifications } = await api.GET('/api/admin/account/notifications', {
    auth: 'admin',
    ...withSignal(signal),
  });
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
  const { notifications } = await api.PUT('/api/admin/account/notifications', {
    body,
    auth: 'admin',
  });
  return notifications;
}

export function useSaveStaffNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStaffNotifications,
    onSuccess: (saved) => queryClient.setQueryData(settingsAdminKeys.notifications(), saved),
  });
}

/* Push notifications ------------------------------------------------------------------- */

/**
 * GET /api/admin/push/subscribers: browsers subscribed, in all and per topic. Called by its
 * path until the generated route types list it.
 */
export function getPushSubscriberCounts(signal?: AbortSignal): Promise<PushSubscriberCounts> {
  return apiRequest<PushSubscriberCounts>(API.adminPushSubscribers, {
    auth: 'admin',
    ...withSignal(signal),
  });
}

export function usePushSubscriberCounts() {
  return useQuery({
    queryKey: settingsAdminKeys.pushSubscribers(),
    queryFn: ({ signal }) => getPushSubscriberCounts(signal),
  });
}
