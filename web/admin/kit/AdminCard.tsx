import type { ReactNode } from 'react';

interface AdminCardProps {
  title: ReactNode;
  /** Small muted lines under the title: author, email, date, stream ... */
  meta?: ReactNode;
  /** Status pills, shown beside the title. */
  pills?: ReactNode;
  /** The main text. */
  children?: ReactNode;
  /** Clamp the main text to 3 lines (comments, testimonies, contacts). */
  clamp?: boolean;
  /** Shown under the text and never clamped: tags, links, counts. */
  details?: ReactNode;
  /** The action row at the bottom. */
  actions?: ReactNode;
  /** Media above the title, e.g. a stream thumbnail. */
  media?: ReactNode;
  className?: string;
}

/** One item of an admin list: title, pills, meta, text and an action row. */
export function AdminCard({
  title,
  meta,
  pills,
  children,
  clamp = false,
  details,
  actions,
  media,
  className,
}: AdminCardProps) {
  return (
    <article className={['admin-card', className ?? ''].join(' ').trim()}>
      {media}
      <div className="admin-card__head">
        <h3 className="admin-card__title">{title}</h3>
        {pills ? <div className="admin-card__pills">{pills}</div> : null}
      </div>
      {meta ? <div className="admin-card__meta">{meta}</div> : null}
      {children ? (
        <div className={clamp ? 'admin-card__text admin-card__text--clamp' : 'admin-card__text'}>
          {children}
        </div>
      ) : null}
      {details}
      {actions ? <div className="admin-card__actions">{actions}</div> : null}
    </article>
  );
}

interface AdminCardGridProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** The list's accessible name, e.g. 'Streams'. */
  label: string;
}

/** The list the cards sit in: one column on phones, more as the screen widens. */
export function AdminCardGrid<T>({ items, getKey, renderItem, label }: AdminCardGridProps<T>) {
  return (
    <ul className="admin-card-grid" aria-label={label}>
      {items.map((item) => (
        <li key={getKey(item)} className="admin-card-grid__item">
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}
