import type { LucideIcon } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { AdminCardGrid } from './AdminCard.js';
import { DeleteConfirm } from './DeleteConfirm.js';
import { ListBanners, ListBody, ListEmpty, type ListQueryState } from './ListStates.js';
import { ListToolbar, type ToolbarFilter } from './ListToolbar.js';
import { Pager } from './Pager.js';
import type { ListParamsControls } from './use-list-params.js';
import type { ManagementListState } from './use-management-list.js';

interface ListPage {
  page: number;
  limit: number;
  total: number;
}

interface ManagementListProps<T, F extends string> {
  /** The search box's placeholder and accessible name, e.g. 'Search streams'. */
  searchPlaceholder: string;
  searchLabel: string;
  filters?: readonly (ToolbarFilter & { name: F })[];
  /** Singular and plural nouns for the count, e.g. ['stream', 'streams']. */
  noun: readonly [string, string];
  query: ListQueryState & { data?: ListPage | undefined };
  /** The page's items; undefined until the first answer. */
  items: readonly T[] | undefined;
  /** The spec's lines: loading, load failure and the empty list. */
  texts: { loading: string; loadFailed: string; empty: string };
  /** The list's query in the address. */
  params: ListParamsControls<F>;
  state: ManagementListState<T>;
  empty: { icon: LucideIcon; firstUseHint: ReactNode; firstUseAction?: ReactNode };
  /** The list's accessible name, e.g. 'Streams'; the pager is named '<noun> pages'. */
  label: string;
  pagerLabel: string;
  renderItem: (item: T) => ReactNode;
  /** What the delete confirmation asks about, e.g. 'stream', and the item's name in its title. */
  deleteThing: string;
  deleteName: (item: T) => string;
  /** What else goes with the item, said after the spec's question (e.g. a stream's comments). */
  deleteDetail?: string;
  /** After the last item of the last page is deleted, show the page before it. */
  backFromEmptyPage?: boolean;
  /** The view's own dialogs (edit, preview). */
  children?: ReactNode;
}

/**
 * A management view's list: toolbar, action failure and notice, the list states, the cards, the
 * pager and the delete confirmation.
 */
export function ManagementList<T extends { _id: string }, F extends string>({
  searchPlaceholder,
  searchLabel,
  filters,
  noun,
  query,
  items,
  texts,
  params,
  state,
  empty,
  label,
  pagerLabel,
  renderItem,
  deleteThing,
  deleteName,
  deleteDetail,
  backFromEmptyPage = false,
  children,
}: ManagementListProps<T, F>) {
  const data = query.data;
  const count = items?.length ?? 0;
  const { setPage } = params;
  useEffect(() => {
    if (backFromEmptyPage && data && count === 0 && data.total > 0 && data.page > 1) {
      setPage(Math.ceil(data.total / data.limit));
    }
  }, [backFromEmptyPage, data, count, setPage]);

  const { failure, notice, setNotice } = state;
  return (
    <>
      <div className="admin-list">
        <ListToolbar
          search={params.search}
          onSearch={params.setSearch}
          searchPlaceholder={searchPlaceholder}
          searchLabel={searchLabel}
          {...(filters ? { filters } : {})}
          onFilter={(name, value) => params.setFilter(name as F, value)}
          total={data?.total}
          noun={noun}
        />
        <ListBanners failure={failure} notice={notice} onNoticeDismiss={() => setNotice(null)} />
        <ListBody
          query={query}
          loadingText={texts.loading}
          loadFailedText={texts.loadFailed}
          isEmpty={count === 0}
          empty={
            <ListEmpty
              icon={empty.icon}
              title={texts.empty}
              narrowed={params.narrowed}
              onReset={params.reset}
              firstUseHint={empty.firstUseHint}
              firstUseAction={empty.firstUseAction}
            />
          }
        >
          {data && items ? (
            <>
              <AdminCardGrid
                label={label}
                items={items}
                getKey={(item) => item._id}
                renderItem={renderItem}
              />
              <Pager
                page={data.page}
                limit={data.limit}
                total={data.total}
                onPage={setPage}
                label={pagerLabel}
              />
            </>
          ) : null}
        </ListBody>
      </div>
      {children}
      <DeleteConfirm
        thing={deleteThing}
        name={state.deleting ? deleteName(state.deleting) : null}
        {...(deleteDetail ? { detail: deleteDetail } : {})}
        busy={state.deleteBusy}
        onConfirm={state.confirmDelete}
        onCancel={state.cancelDelete}
      />
    </>
  );
}
