import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value.js';

export interface FilterOption {
  value: string;
  label: string;
}

export interface ToolbarFilter {
  name: string;
  label: string;
  value: string;
  options: readonly FilterOption[];
}

interface ListToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  searchPlaceholder: string;
  /** Accessible name of the search box, e.g. 'Search streams'. */
  searchLabel: string;
  filters?: readonly ToolbarFilter[];
  onFilter?: (name: string, value: string) => void;
  /** Items matching the current search and filters; hidden until known. */
  total?: number | undefined;
  /** Singular and plural nouns for the count, e.g. ['stream', 'streams']. */
  noun: readonly [string, string];
}

/** Search (asks the server once the typing pauses), filter selects and the matching count. */
export function ListToolbar({
  search,
  onSearch,
  searchPlaceholder,
  searchLabel,
  filters = [],
  onFilter,
  total,
  noun,
}: ListToolbarProps) {
  const id = useId();
  const [text, setText] = useState(search);
  const settled = useDebouncedValue(text, 300);
  const lastSent = useRef(search);

  // The address changed from elsewhere (back button, a reset): show it in the box.
  useEffect(() => {
    if (search !== lastSent.current) {
      lastSent.current = search;
      setText(search);
    }
  }, [search]);

  useEffect(() => {
    const value = settled.trim();
    if (value === lastSent.current) return;
    lastSent.current = value;
    onSearch(value);
  }, [settled, onSearch]);

  return (
    <div className="list-toolbar" role="search">
      <div className="list-toolbar__search">
        <label htmlFor={`${id}-search`} className="visually-hidden">
          {searchLabel}
        </label>
        <Search className="list-toolbar__search-icon" aria-hidden="true" size={18} />
        <input
          id={`${id}-search`}
          type="search"
          className="field__input list-toolbar__search-input"
          placeholder={searchPlaceholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
          maxLength={200}
        />
        {text ? (
          <button
            type="button"
            className="list-toolbar__clear"
            aria-label="Clear search"
            onClick={() => {
              setText('');
              lastSent.current = '';
              onSearch('');
            }}
          >
            <X aria-hidden="true" size={16} />
          </button>
        ) : null}
      </div>
      {filters.map((filter) => (
        <div key={filter.name} className="list-toolbar__filter">
          <label htmlFor={`${id}-${filter.name}`} className="visually-hidden">
            {filter.label}
          </label>
          <select
            id={`${id}-${filter.name}`}
            className="field__input list-toolbar__select"
            value={filter.value}
            onChange={(event) => onFilter?.(filter.name, event.target.value)}
          >
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <p className="list-toolbar__count" aria-live="polite">
        {total === undefined
          ? '\u00a0'
          : `${total.toLocaleString()} ${total === 1 ? noun[0] : noun[1]}`}
      </p>
    </div>
  );
}
