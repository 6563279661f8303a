import { useCallback, useMemo, useState } from 'react';
import type { ListSectionCopy } from './ListSection.js';
import type { FilterOption, ToolbarFilter } from './ListToolbar.js';
import { useListParams, type ListParamsControls } from './use-list-params.js';
import {
  useManagementList,
  type DeleteMutation,
  type ManagementListState,
} from './use-management-list.js';

/** One filter select of a list: its accessible name and its choices. */
export interface ListFilterSpec<Value extends string = string> {
  label: string;
  /** The first choice narrows nothing (e.g. 'All statuses'); the address leaves it out. */
  options: readonly (FilterOption & { value: Value })[];
  /**
   * A value in the address that is none of the choices is kept, shown under this label (a stream
   * older than the ones offered); such a filter's values are any text. Without it, such a value
   * counts as the first choice.
   */
  otherLabel?: string;
}

export type ListFilterSpecs = Record<string, ListFilterSpec>;

/** Each filter's value: one of its choices (any text for a filter that keeps other values). */
export type ListFilterValues<Specs extends ListFilterSpecs> = {
  [Name in keyof Specs]: Specs[Name]['options'][number]['value'];
};

interface ListSectionOptions<Item, Specs extends ListFilterSpecs> {
  /** What the list says. */
  copy: ListSectionCopy<Item>;
  /** The filter selects, in the toolbar's order. */
  filters: Specs;
  /** The delete mutation, where items are deleted in the list. */
  remove?: DeleteMutation;
  /** The line shown once an item is deleted; none when left out. */
  deletedNotice?: (item: Item) => string;
  /** Open the add dialog at once (the dashboard's Add New Stream). */
  addingFirst?: boolean;
}

/** The dialog open over the list: an item to edit, or null to add one. */
export interface OpenEditor<Item> {
  item: Item | null;
}

export interface ListSectionState<Item, Specs extends ListFilterSpecs> {
  copy: ListSectionCopy<Item>;
  params: ListParamsControls<keyof Specs & string>;
  /** The filters' values, each checked against its choices: what the request asks for. */
  filters: ListFilterValues<Specs>;
  /** The toolbar's selects with their current values. */
  toolbarFilters: ToolbarFilter[];
  state: ManagementListState<Item>;
  /** The add or edit dialog, or null while none is open. */
  editor: OpenEditor<Item> | null;
  /** Opens the dialog for an item, or for a new one with null. */
  edit: (item: Item | null) => void;
  closeEditor: () => void;
}

const NO_DELETE: DeleteMutation = { isPending: false, mutate: () => undefined };

function checkedValue(spec: ListFilterSpec, value: string): string {
  const first = spec.options[0]?.value ?? '';
  return spec.otherLabel !== undefined || spec.options.some((option) => option.value === value)
    ? value
    : first;
}

/**
 * The state of a section's list besides its query: the search, filters and page in the address
 * (each filter's value held to its choices), the delete asked about, the action failure and
 * notice, and the add or edit dialog. The section asks its own query with `params` and `filters`
 * and hands this to ListSection.
 */
export function useListSection<Item extends { _id: string }, Specs extends ListFilterSpecs>({
  filters: specs,
  remove,
  deletedNotice,
  addingFirst = false,
  copy,
}: ListSectionOptions<Item, Specs>): ListSectionState<Item, Specs> {
  const names = Object.keys(specs) as (keyof Specs & string)[];
  // The filters are declared anew at each render: their defaults are kept while they are the same.
  const defaultsKey = JSON.stringify(
    names.map((name) => [name, specs[name]?.options[0]?.value ?? '']),
  );
  const defaults = useMemo(
    () =>
      Object.fromEntries(JSON.parse(defaultsKey) as [string, string][]) as Record<
        keyof Specs & string,
        string
      >,
    [defaultsKey],
  );
  const params = useListParams(defaults);
  const state = useManagementList<Item>({
    remove: remove ?? NO_DELETE,
    // The spec's fallback when a delete fails, e.g. 'Failed to delete stream'.
    deleteFailed: copy.texts.deleteFailed ?? '',
    ...(deletedNotice ? { deletedNotice } : {}),
  });
  const [editor, setEditor] = useState<OpenEditor<Item> | null>(() =>
    addingFirst ? { item: null } : null,
  );
  const edit = useCallback((item: Item | null) => setEditor({ item }), []);
  const closeEditor = useCallback(() => setEditor(null), []);

  const values = {} as Record<string, string>;
  const toolbarFilters: ToolbarFilter[] = [];
  for (const name of names) {
    const spec = specs[name] as ListFilterSpec;
    const value = checkedValue(spec, params.filters[name]);
    values[name] = value;
    const known = spec.options.some((option) => option.value === value);
    toolbarFilters.push({
      name,
      label: spec.label,
      value,
      options:
        known || spec.otherLabel === undefined
          ? spec.options
          : [...spec.options, { value, label: spec.otherLabel }],
    });
  }

  return {
    copy,
    params,
    filters: values as ListFilterValues<Specs>,
    toolbarFilters,
    state,
    editor,
    edit,
    closeEditor,
  };
}

/** The item a per-item action is running for (its id), so only that card's buttons wait. */
export function runningOn(mutation: { isPending: boolean; variables?: unknown }): string | null {
  if (!mutation.isPending) return null;
  const { variables } = mutation;
  if (typeof variables === 'string') return variables;
  if (typeof variables === 'object' && variables !== null && 'id' in variables) {
    return typeof variables.id === 'string' ? variables.id : null;
  }
  return null;
}
