import type { QueryClient } from '@tanstack/react-query';
import { appendUnique, type ListedItem } from './item-list.js';

/**
 * Writes what the page's event stream pushed into a cached answer. A load of that answer in
 * flight was read before the pushed item was stored and would land without it, so the answer is
 * read again: a refresh is cancelled and started over from the list that holds the item; a first
 * load, which cannot be cancelled for another, is followed by one more once it lands.
 */
export function applyPushed<T>(
  queryClient: QueryClient,
  key: readonly unknown[],
  update: (current: T | undefined) => T | undefined,
): void {
  queryClient.setQueryData<T>(key, update);
  const cache = queryClient.getQueryCache();
  const query = cache.find({ queryKey: key, exact: true });
  if (query?.state.fetchStatus !== 'fetching') return;
  const readAgain = () => void queryClient.invalidateQueries({ queryKey: key, exact: true });
  if (query.state.data !== undefined) {
    readAgain();
    return;
  }
  const stop = cache.subscribe(({ query: changed }) => {
    if (changed !== query || changed.state.fetchStatus === 'fetching') return;
    stop();
    readAgain();
  });
}

/**
 * Adds a pushed item to a list only once that list is loaded: a list the page has not fetched
 * yet is fetched whole when needed, and must not start from one pushed item. An item already
 * held is replaced by its newer copy; `max` keeps a long list to its newest items.
 */
export function appendPushed<T extends ListedItem>(
  queryClient: QueryClient,
  key: readonly unknown[],
  item: T,
  max?: number,
): void {
  applyPushed<T[]>(queryClient, key, (current) =>
    current ? appendUnique(current, [item], max) : current,
  );
}
