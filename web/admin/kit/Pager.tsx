import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#web/components/Button.js';

interface PagerProps {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
  /** The list's name for the navigation landmark, e.g. 'Streams pages'. */
  label: string;
}

/** Previous / next with 'Page 2 of 7'; hidden when everything fits on one page. */
export function Pager({ page, limit, total, onPage, label }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1 && page <= 1) return null;
  const first = (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  return (
    <nav className="pager" aria-label={label}>
      <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft aria-hidden="true" size={16} />
        Previous
      </Button>
      <p className="pager__status">
        Page {page} of {pages}
        <span className="pager__range">
          {' '}
          · {total > 0 ? `${first.toLocaleString()}–${last.toLocaleString()}` : 0} of{' '}
          {total.toLocaleString()}
        </span>
      </p>
      <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        Next
        <ChevronRight aria-hidden="true" size={16} />
      </Button>
    </nav>
  );
}
