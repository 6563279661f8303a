import './settings-layout.css';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#web/components/Button.js';

interface RepeatableListProps<Item> {
  title: string;
  /** A line under the title: what the list is for, how many it takes. */
  hint?: ReactNode;
  /** What one entry is called, for the buttons' names ("service time"). */
  itemName: string;
  items: readonly Item[];
  max: number;
  /** Field-level error of the list itself (too many entries). */
  error?: string | undefined;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onMove: (from: number, to: number) => void;
  renderItem: (index: number) => ReactNode;
  itemKey: (item: Item) => string;
  /**
   * A list among other fields on a card (the footer's links), rather than a card of its own;
   * its entries' two fields share a row, the second wider.
   */
  inCard?: boolean;
}

/** A list of entries the church can add to, reorder and remove (service times, accounts...). */
export function RepeatableList<Item>({
  title,
  hint,
  itemName,
  items,
  max,
  error,
  onAdd,
  onRemove,
  onMove,
  renderItem,
  itemKey,
  inCard = false,
}: RepeatableListProps<Item>) {
  return (
    <fieldset
      className={
        inCard
          ? 'settings-subgroup repeatable-list repeatable-list--in-card'
          : 'settings-card settings-card--close repeatable-list'
      }
    >
      <legend className={inCard ? 'settings-subgroup__legend' : 'settings-card__legend'}>
        {title}
      </legend>
      {hint ? <p className="field__hint">{hint}</p> : null}
      {items.length === 0 ? <p className="repeatable-list__empty">None yet.</p> : null}
      <ol className="repeatable-list__items">
        {items.map((item, index) => (
          <li key={itemKey(item)} className="repeatable-list__item">
            <div className="repeatable-list__fields">{renderItem(index)}</div>
            <div className="repeatable-list__tools">
              <Button
                variant="ghost"
                size="sm"
                disabled={index === 0}
                onClick={() => onMove(index, index - 1)}
                aria-label={`Move ${itemName} ${index + 1} up`}
              >
                <ArrowUp aria-hidden="true" size={16} />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                disabled={index === items.length - 1}
                onClick={() => onMove(index, index + 1)}
                aria-label={`Move ${itemName} ${index + 1} down`}
              >
                <ArrowDown aria-hidden="true" size={16} />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                // Removing stands out where each entry is a block of its own.
                className={inCard ? undefined : 'repeatable-list__remove'}
                onClick={() => onRemove(index)}
                aria-label={`Remove ${itemName} ${index + 1}`}
              >
                <Trash2 aria-hidden="true" size={16} />
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {error ? <p className="field__error">{error}</p> : null}
      <Button variant="outline" size="sm" onClick={onAdd} disabled={items.length >= max}>
        <Plus aria-hidden="true" size={16} />
        Add {itemName}
      </Button>
    </fieldset>
  );
}
