import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Testimony, TestimonyBody } from '#shared/schemas/submissions.js';
import { api } from '#web/lib/api.js';
import { testimonyKeys } from '#web/features/testimony-wall/index.js';

/** POST /api/user/testimony: waits for the church's approval before it reaches the wall. */
export async function submitTestimony(body: TestimonyBody): Promise<Testimony> {
  const { testimony } = await api.POST('/api/user/testimony', {
    body,
  });
  return testimony;
}

export function useSubmitTestimony() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitTestimony,
    // Approval can be quick during a service: look again rather than trust the cached wall.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testimonyKeys.all }),
  });
}
