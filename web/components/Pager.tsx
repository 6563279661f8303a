import './pager.css';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Button } from './Button.js';

interface PagerProps {
  /** The navigation's accessible name, e.g. "Testimony pages". */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Newer / Page N of M / Older under a public wall of cards, newest first. */
export function Pager({ label, page, pages, onPage }: PagerProps) {
  return (
    <nav className="pager" aria-label={label}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ArrowLeft aria-hidden="true" size={16} />
        Newer
      </Button>
      <span className="pager__page" aria-live="polite">
        Page {page} of {pages}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Older
        <ArrowRight aria-hidden="true" size={16} />
      </Button>
    </nav>
  );
}
