import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MailMessage } from '#shared/schemas/admin-mail.js';
import { api } from '#web/lib/api.js';
import { outboxKeys } from './outbox-keys.js';

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
