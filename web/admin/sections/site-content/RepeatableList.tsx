import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#web/components/Button.js';

interface RepeatableListProps<Item> {
  title: string;
  /** What one entry is called, for the buttons' names ("service time"). */
  itemName: string;
  items: Item[];
  max: number;
  /** Field-level error of the list itself (too many entries). */
  error?: string | undefined;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onMove: (from: number, to: number) => void;
  renderItem: (index: number) => ReactNode;
  itemKey: (item: Item) => string;
}

/** A list of entries the church can add to, reorder and remove (service times, accounts...). */
export function RepeatableList<Item>({
  title,
  itemName,
  items,
  max,
  error,
  onAdd,
  onRemove,
  onMove,
  renderItem,
  itemKey,
}: RepeatableListProps<Item>) {
  return (
    <fieldset className="content-list">
      <legend className="content-list__title">{title}</legend>
      {items.length === 0 ? <p className="content-list__empty">None yet.</p> : null}
      <ol className="content-list__items">
        {items.map((item, index) => (
          <li key={itemKey(item)} className="content-list__item">
            <div className="content-list__fields">{renderItem(index)}</div>
            <div className="content-list__tools">
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
                className="content-list__remove"
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
