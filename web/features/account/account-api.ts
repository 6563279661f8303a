import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Account, AccountDelete, AccountUpdate } from '#shared/schemas/account.js';
import { api } from '#web/lib/api.js';

/** The member's own page: every call carries their token, and each answer is theirs alone. */
export const accountKeys = {
  all: ['account'] as const,
  me: (token: string) => [...accountKeys.all, 'me', token] as const,
  prayerRequests: (token: string) => [...accountKeys.all, 'prayer-requests', token] as const,
  quickChats: (token: string) => [...accountKeys.all, 'quick-chats', token] as const,
};

/** A refused token is not retried: the page asks the member to sign in again. */
const once = { retry: false } as const;

export function useAccount(token: string) {
  return useQuery({
    queryKey: accountKeys.me(token),
    queryFn: () => api.GET('/api/user/account', { memberToken: token }),
    ...once,
  });
}

export function useAccountPrayerRequests(token: string) {
  return useQuery({
    queryKey: accountKeys.prayerRequests(token),
    queryFn: () => api.GET('/api/user/account/prayer-requests', { memberToken: token }),
    ...once,
  });
}

export function useAccountQuickChats(token: string) {
  return useQuery({
    queryKey: accountKeys.quickChats(token),
    queryFn: () => api.GET('/api/user/account/quick-chats', { memberToken: token }),
    ...once,
  });
}

export function useUpdateAccount(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountUpdate) => api.PUT('/api/user/account', { body, memberToken: token }),
    onSuccess: (account: Account) => queryClient.setQueryData(accountKeys.me(token), account),
  });
}

/** Applies a new address from the link sent to it; no sign-in needed. */
export function useConfirmEmail() {
  return useMutation({
    mutationFn: (token: string) => api.POST('/api/user/account/email/confirm', { body: { token } }),
  });
}

export function useSignOutEverywhere(token: string) {
  return useMutation({
    mutationFn: () => api.POST('/api/user/account/sign-out-everywhere', { memberToken: token }),
  });
}

export function useDeleteAccount(token: string) {
  return useMutation({
    mutationFn: (body: AccountDelete) =>
      api.DELETE('/api/user/account', { body, memberToken: token }),
  });
}
