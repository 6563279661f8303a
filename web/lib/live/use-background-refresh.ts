import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';

/** Events arriving within this time bring one refresh, so a busy service costs few calls. */
export const REFRESH_GATHER_MS = 1000;

/**
 * Returns a trigger that refreshes the queries under `queryKey` a moment later: the ones on
 * screen are fetched again with `fetch` (a background call, so an event does not count as the
 * admin's activity), the others are only marked stale for their next visit.
 */
export function useBackgroundRefresh(
  queryKey: QueryKey,
  fetch: (queryKey: QueryKey, signal: AbortSignal) => Promise<unknown>,
  /** How long events are gathered before one refresh; shorter where each one matters at once. */
  gatherMs: number = REFRESH_GATHER_MS,
): () => void {
  const queryClient = useQueryClient();
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const fetchRef = useRef(fetch);
  useEffect(() => {
    fetchRef.current = fetch;
  });
  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current);
    },
    [],
  );
  const keyText = JSON.stringify(queryKey);
  return useCallback(() => {
    if (pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = null;
      const key = JSON.parse(keyText) as QueryKey;
      for (const query of queryClient.getQueryCache().findAll({ queryKey: key, type: 'active' })) {
        queryClient
          .fetchQuery({
            queryKey: query.queryKey,
            queryFn: ({ signal }) => fetchRef.current(query.queryKey, signal),
            staleTime: 0,
          })
          .catch(() => undefined);
      }
      void queryClient.invalidateQueries({ queryKey: key, type: 'inactive', refetchType: 'none' });
    }, gatherMs);
  }, [queryClient, keyText, gatherMs]);
}
