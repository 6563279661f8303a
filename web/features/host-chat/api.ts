import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_SESSION_HEADERS, API, apiPath } from '#shared/api-paths.js';
import type { HostChatMessage } from '#shared/live-events.js';
import type { AdminSessionResponse } from '#shared/schemas/auth.js';
import { ApiError, backgroundAdminHeaders, writesAsStaff } from '#web/lib/api-client.js';

/**
 * The team's chat is called with the staff token this browser holds, on the panel and on the
 * public live page alike. Its calls go around the admin client on purpose: on a public page a
 * token that has expired hides the Team tab instead of sending the visitor to the sign-in page.
 */
async function staffCall<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal; background?: boolean } = {},
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...backgroundAdminHeaders(),
  };
  // The staff member's own message keeps their session open; reading does not.
  if (!init.background) delete headers[ADMIN_SESSION_HEADERS.activity];
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(path, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? null : JSON.stringify(init.body),
    signal: init.signal ?? null,
  });
  const body = (await response.json().catch(() => undefined)) as
    { message?: string; errors?: Record<string, string> } | undefined;
  if (!response.ok)
    throw new ApiError(response.status, body?.message ?? 'Something went wrong', {
      ...(body?.errors ? { errors: body.errors } : {}),
      fromServer: body?.message !== undefined,
    });
  return body as T;
}

export const hostChatKeys = {
  all: ['host-chat'] as const,
  stream: (streamId: string) => [...hostChatKeys.all, streamId] as const,
  staff: ['host-chat', 'staff-session'] as const,
};

/** The signed-in staff member of this browser, or null (no token, or one no longer valid). */
export function useStaffSession() {
  const hasToken = writesAsStaff();
  return useQuery({
    queryKey: hostChatKeys.staff,
    queryFn: async ({ signal }) => {
      try {
        const { admin } = await staffCall<AdminSessionResponse>(API.adminSession, {
          signal,
          background: true,
        });
        return admin;
      } catch {
        return null;
      }
    },
    enabled: hasToken,
    staleTime: 60_000,
  });
}

/** A stream's team chat; `pollMs` while no event stream brings its messages. */
export function useHostChatMessages(streamId: string, pollMs: number | false) {
  return useQuery({
    queryKey: hostChatKeys.stream(streamId),
    queryFn: async ({ signal }) => {
      const { messages } = await staffCall<{ messages: HostChatMessage[] }>(
        apiPath(API.adminHostChat, { id: streamId }),
        { signal, background: true },
      );
      return messages;
    },
    enabled: streamId !== '',
    refetchInterval: pollMs,
  });
}

/** Adds a message to the cached list once (pushed and posted may both bring it). */
export function useAppendHostChatMessage() {
  const queryClient = useQueryClient();
  return (message: HostChatMessage) =>
    queryClient.setQueryData<HostChatMessage[]>(hostChatKeys.stream(message.streamId), (list) =>
      list && !list.some((held) => held._id === message._id) ? [...list, message] : list,
    );
}

export function usePostHostChatMessage(streamId: string) {
  const append = useAppendHostChatMessage();
  return useMutation({
    mutationFn: async (message: string) => {
      const posted = await staffCall<{ message: HostChatMessage }>(
        apiPath(API.adminHostChat, { id: streamId }),
        { method: 'POST', body: { message } },
      );
      return posted.message;
    },
    onSuccess: append,
  });
}
