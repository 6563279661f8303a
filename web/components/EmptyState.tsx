import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  /** The hint: what to do next (adjust the filters, or how to add the first one). */
  children?: ReactNode;
  action?: ReactNode;
}

/** A designed empty list: an icon, a friendly line and the next action. */
export function EmptyState({ icon: Icon, title, children, action }: EmptyStateProps) {
  return (
    <div className="empty-state" role="status">
      <span className="empty-state__icon" aria-hidden="true">
        <Icon size={28} />
      </span>
      <p className="empty-state__title">{title}</p>
      {children ? <div className="empty-state__hint">{children}</div> : null}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </div>
  );
}
