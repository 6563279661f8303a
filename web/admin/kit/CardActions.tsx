import { Pencil, Trash2, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#web/components/Button.js';

interface CardActionProps {
  onClick: () => void;
  /** True while another action runs for the same item. */
  disabled?: boolean;
}

/** A card's Edit (or e.g. Respond) button; `name` tells a screen reader which item it edits. */
export function EditButton({
  onClick,
  disabled,
  name,
  children = 'Edit',
}: CardActionProps & { name?: string; children?: ReactNode }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={disabled}
      onClick={onClick}
      {...(name ? { 'aria-label': `Edit ${name}` } : {})}
    >
      <Pencil aria-hidden="true" size={16} />
      {children}
    </Button>
  );
}

/** A card's red Delete button, for lists people work through (comments, testimonies, contacts). */
export function DeleteButton({ onClick, disabled }: CardActionProps) {
  return (
    <Button size="sm" variant="danger" disabled={disabled} onClick={onClick}>
      <Trash2 aria-hidden="true" size={16} />
      Delete
    </Button>
  );
}

/** A quieter Delete at the end of the row; on a narrow card only its icon shows. */
export function QuietDeleteButton({ onClick, name }: CardActionProps & { name: string }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="admin-card__delete"
      onClick={onClick}
      aria-label={`Delete ${name}`}
    >
      <Trash2 aria-hidden="true" size={16} />
      <span className="admin-card__delete-label">Delete</span>
    </Button>
  );
}

/** One of a card's own actions (Approve, Resolve, Take it): its icon and word, small. */
export function CardButton({
  icon: Icon,
  variant = 'subtle',
  onClick,
  disabled,
  pressed,
  children,
}: CardActionProps & {
  icon: LucideIcon;
  variant?: 'subtle' | 'outline' | 'ghost';
  /** For a button that toggles a state (Urgent): whether the state is on. */
  pressed?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      size="sm"
      variant={variant}
      disabled={disabled}
      onClick={onClick}
      {...(pressed === undefined ? {} : { 'aria-pressed': pressed })}
    >
      <Icon aria-hidden="true" size={16} />
      {children}
    </Button>
  );
}
