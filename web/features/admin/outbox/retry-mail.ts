import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, apiPath } from '#shared/api-paths.js';
import type { MailMessage } from '#shared/schemas/admin-mail.js';
import { apiRequest } from '#web/lib/api-client.js';
import { outboxKeys } from './outbox-keys.js';

/** POST /api/admin/mail/{id}/retry: a failed email sent again now. */
export async function retryMail(id: string): Promise<MailMessage> {
  const { mail } = await apiRequest<{ mail: MailMessage }>(apiPath(API.adminMailRetry, { id }), {
    method: 'POST',
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
