import type { LucideIcon } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Button } from '#web/components/Button.js';
import { AdminSectionFrame, type AdminSectionViewProps } from './AdminSectionFrame.js';
import type { ListQueryState } from './ListStates.js';
import { ManagementList } from './ManagementList.js';
import type { ListFilterSpecs, ListSectionState } from './use-list-section.js';

/** What a section's list says: the words that differ from one section to the next. */
export interface ListSectionCopy<Item> {
  /**
   * What the list holds, singular and plural, e.g. ['prayer request', 'prayer requests']: names
   * the list ('Prayer requests'), its pager ('Prayer request pages'), the search box ('Search
   * prayer requests') and the delete question.
   */
  things: readonly [string, string];
  /** The count's nouns when they are not `things`, e.g. ['message', 'messages'] for contacts. */
  counted?: readonly [string, string];
  searchPlaceholder: string;
  /** The spec's lines: loading, load failure, the empty list and a failed delete. */
  texts: { loading: string; loadFailed: string; empty: string; deleteFailed?: string };
  emptyIcon: LucideIcon;
  /** Shown while nothing exists yet: how items arrive. */
  firstUseHint: string;
  /** The item's name in the delete confirmation's title. */
  deleteName?: (item: Item) => string;
  /** What else goes with the item, said after the spec's question (e.g. a stream's comments). */
  deleteDetail?: string;
}

interface ListSectionProps<Item, Specs extends ListFilterSpecs> extends AdminSectionViewProps {
  list: ListSectionState<Item, Specs>;
  query: ListQueryState & { data?: { page: number; limit: number; total: number } | undefined };
  /** The page's items; undefined until the first answer. */
  items: readonly Item[] | undefined;
  renderItem: (item: Item) => ReactNode;
  /** The add or edit dialog for the item (null: a new one), mounted afresh for each opening. */
  renderEditor?: (item: Item | null) => ReactNode;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  /** The Add button, beside the heading and in the empty list: it opens the dialog for a new item. */
  add?: { label: string; icon: LucideIcon };
  /** Over the list: the view's own banner, or a heading for screen readers. */
  lead?: ReactNode;
  /** After the last item of the last page is deleted, show the page before it. */
  backFromEmptyPage?: boolean;
  /** The view's other dialogs (a preview, an erasure). */
  children?: ReactNode;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A section made of one list of cards: the section frame, the toolbar with the search and the
 * filters, the list's states, the cards, the pager, the delete confirmation and the add or edit
 * dialog. The section gives its words, its query and its cards; the state comes from
 * useListSection.
 */
export function ListSection<Item extends { _id: string }, Specs extends ListFilterSpecs>({
  info,
  focusHeading,
  list,
  query,
  items,
  renderItem,
  renderEditor,
  actions,
  add,
  lead,
  backFromEmptyPage = false,
  children,
}: ListSectionProps<Item, Specs>) {
  const { copy, editor } = list;
  const [thing, things] = copy.things;
  const addButton = add ? (
    <Button onClick={() => list.edit(null)}>
      <add.icon aria-hidden="true" size={18} />
      {add.label}
    </Button>
  ) : null;
  return (
    <AdminSectionFrame info={info} focusHeading={focusHeading} actions={actions ?? addButton}>
      {lead}
      <ManagementList
        searchPlaceholder={copy.searchPlaceholder}
        searchLabel={`Search ${things}`}
        filters={list.toolbarFilters}
        noun={copy.counted ?? copy.things}
        query={query}
        items={items}
        texts={copy.texts}
        params={list.params}
        state={list.state}
        empty={{
          icon: copy.emptyIcon,
          firstUseHint: copy.firstUseHint,
          ...(addButton ? { firstUseAction: addButton } : {}),
        }}
        label={capitalized(things)}
        pagerLabel={`${capitalized(thing)} pages`}
        renderItem={renderItem}
        deleteThing={thing}
        deleteName={copy.deleteName ?? (() => '')}
        {...(copy.deleteDetail ? { deleteDetail: copy.deleteDetail } : {})}
        backFromEmptyPage={backFromEmptyPage}
      >
        {editor && renderEditor ? (
          // A fresh form for each item opened.
          <Fragment key={editor.item?._id ?? 'new'}>{renderEditor(editor.item)}</Fragment>
        ) : null}
        {children}
      </ManagementList>
    </AdminSectionFrame>
  );
}
