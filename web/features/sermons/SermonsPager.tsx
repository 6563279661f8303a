import '#web/components/pager.css';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '#web/components/button-class.js';

interface SermonsPagerProps {
  page: number;
  pages: number;
  /** The address of a page: the same filters, another page. */
  hrefOf: (page: number) => string;
}

/**
 * Newer / Page N of M / Older as links, not buttons: each page has its own address, which the
 * server renders, a visitor can share and the back button returns to.
 */
export function SermonsPager({ page, pages, hrefOf }: SermonsPagerProps) {
  if (pages <= 1) return null;
  const step = (to: number, label: string, icon: 'before' | 'after') => {
    const content =
      icon === 'before' ? (
        <>
          <ArrowLeft aria-hidden="true" size={16} />
          {label}
        </>
      ) : (
        <>
          {label}
          <ArrowRight aria-hidden="true" size={16} />
        </>
      );
    const className = buttonClass({ variant: 'outline', size: 'sm' });
    return to < 1 || to > pages ? (
      <span className={`${className} sermons-pager__off`} aria-disabled="true">
        {content}
      </span>
    ) : (
      <Link className={className} to={hrefOf(to)} rel={to < page ? 'prev' : 'next'}>
        {content}
      </Link>
    );
  };
  return (
    <nav className="pager" aria-label="Sermon pages">
      {step(page - 1, 'Newer', 'before')}
      <span className="pager__page" aria-current="page">
        Page {page} of {pages}
      </span>
      {step(page + 1, 'Older', 'after')}
    </nav>
  );
}
