import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A change to a list's items: once it is saved, the queries under `keys` are asked again (in
 * order, each awaited). With `after: 'settled'` they are asked again after a failure too, where a
 * failed change may still mean the list moved on (the item was gone, a teammate changed it).
 */
export function useRefreshingMutation<Variables, Answer>(
  mutationFn: (variables: Variables) => Promise<Answer>,
  keys: readonly QueryKey[],
  after: 'success' | 'settled' = 'success',
) {
  const queryClient = useQueryClient();
  const refresh = async () => {
    for (const queryKey of keys) await queryClient.invalidateQueries({ queryKey });
  };
  return useMutation({
    mutationFn,
    ...(after === 'settled' ? { onSettled: refresh } : { onSuccess: refresh }),
  });
}
