import { HandHeart } from 'lucide-react';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { TESTIMONY_WALL_PAGE_SIZE } from '#shared/default-site-content.js';
import { Banner } from '#web/components/Banner.js';
import { Button } from '#web/components/Button.js';
import { Pager } from '#web/components/Pager.js';
import { EmptyState } from '#web/components/EmptyState.js';
import { Skeleton } from '#web/components/Skeleton.js';
import { TestimonyCard } from '#web/components/testimony-card/TestimonyCard.js';
import { useTestimonyWall } from '#web/features/testimony-wall/index.js';

function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** Approved testimonies, newest first, a page at a time (the page is in the address). */
export function TestimonyWall() {
  const [params, setParams] = useSearchParams();
  const page = pageFromParams(params);
  const wall = useTestimonyWall(page);
  const top = useRef<HTMLElement>(null);
  const pages = wall.data ? Math.max(1, Math.ceil(wall.data.total / wall.data.limit)) : 1;

  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {}, { preventScrollReset: true });
    top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <section ref={top} className="testify__wall" aria-labelledby="testify-wall-title">
      <div className="testify__wall-head">
        <p className="eyebrow">Testimonies</p>
        <h2 id="testify-wall-title" className="section-title">
          What God is doing
        </h2>
      </div>
      {wall.isPending ? (
        <ul className="testify__grid" aria-busy="true" aria-label="Loading testimonies">
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index} className="card testify__skeleton">
              <Skeleton width="60%" height="1.5rem" />
              <Skeleton height="5rem" />
              <Skeleton width="40%" />
            </li>
          ))}
        </ul>
      ) : wall.isError ? (
        <Banner tone="error" title="We could not load the testimonies.">
          <p>Please check your connection and try again.</p>
          <Button variant="outline" size="sm" onClick={() => void wall.refetch()}>
            Try again
          </Button>
        </Banner>
      ) : wall.data.testimonies.length === 0 ? (
        <EmptyState icon={HandHeart} title="No testimonies yet.">
          Be the first to share what God has done: the form is just below.
        </EmptyState>
      ) : (
        <>
          <ul className="testify__grid" aria-busy={wall.isPlaceholderData || undefined}>
            {wall.data.testimonies.map((testimony) => (
              <li key={testimony._id}>
                <TestimonyCard testimony={testimony} />
              </li>
            ))}
          </ul>
          {wall.data.total > TESTIMONY_WALL_PAGE_SIZE || page > 1 ? (
            <Pager label="Testimony pages" page={page} pages={pages} onPage={goTo} />
          ) : null}
        </>
      )}
    </section>
  );
}
