import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The query of an admin list as kept in the address: search, page and the view's own filters. */
export interface ListParams<F extends string> {
  search: string;
  page: number;
  filters: Record<F, string>;
}

export interface ListParamsControls<F extends string> extends ListParams<F> {
  setSearch: (search: string) => void;
  setFilter: (name: F, value: string) => void;
  setPage: (page: number) => void;
  /** Back to no search and every filter at its default. */
  reset: () => void;
  /** True while a search or a filter narrows the list (the empty state then says so). */
  narrowed: boolean;
}

const SEARCH_KEY = 'q';
const PAGE_KEY = 'page';

/**
 * The list's query kept in the address bar (next to ?section=), so a reload, the back button or a
 * shared link shows the same list. A filter's default value (usually 'all') is left out of the
 * address. Changing the search or a filter goes back to page 1.
 */
export function useListParams<F extends string>(
  defaults: Record<F, string>,
): ListParamsControls<F> {
  const [params, setParams] = useSearchParams();
  const names = useMemo(() => Object.keys(defaults) as F[], [defaults]);

  const search = params.get(SEARCH_KEY) ?? '';
  const pageValue = Number(params.get(PAGE_KEY));
  const page = Number.isInteger(pageValue) && pageValue > 0 ? pageValue : 1;
  const filterKey = names.map((name) => params.get(name) ?? '').join('\u0000');
  const filters = useMemo(() => {
    const values = {} as Record<F, string>;
    for (const name of names) values[name] = params.get(name) ?? defaults[name];
    return values;
    // filterKey stands for the filter values in the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filterKey, names, defaults]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const setSearch = useCallback(
    (value: string) =>
      update((next) => {
        const trimmed = value.trim();
        if (trimmed) next.set(SEARCH_KEY, trimmed);
        else next.delete(SEARCH_KEY);
        next.delete(PAGE_KEY);
      }),
    [update],
  );

  const setFilter = useCallback(
    (name: F, value: string) =>
      update((next) => {
        if (value === defaults[name]) next.delete(name);
        else next.set(name, value);
        next.delete(PAGE_KEY);
      }),
    [update, defaults],
  );

  const setPage = useCallback(
    (value: number) =>
      update((next) => {
        if (value > 1) next.set(PAGE_KEY, String(value));
        else next.delete(PAGE_KEY);
      }),
    [update],
  );

  const reset = useCallback(
    () =>
      update((next) => {
        next.delete(SEARCH_KEY);
        next.delete(PAGE_KEY);
        for (const name of names) next.delete(name);
      }),
    [update, names],
  );

  const narrowed = search !== '' || names.some((name) => filters[name] !== defaults[name]);

  return { search, page, filters, setSearch, setFilter, setPage, reset, narrowed };
}
