import { HandHeart, Heart, Sparkles } from 'lucide-react';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PRAYER_WALL_PAGE_SIZE } from '#shared/prayer.js';
import type { WallPrayerRequest } from '#shared/schemas/prayer-requests.js';
import { Banner } from '#web/components/Banner.js';
import { Button } from '#web/components/Button.js';
import { Pager } from '#web/components/Pager.js';
import { EmptyState } from '#web/components/EmptyState.js';
import { Skeleton } from '#web/components/Skeleton.js';
import { useHydrated } from '#web/lib/use-hydrated.js';
import { usePrayerWall } from './get-prayer-wall.js';
import { readPrayedFor, useSayPrayed } from './say-prayed.js';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

function WallCard({
  item,
  prayed,
  busy,
  onPrayed,
}: {
  item: WallPrayerRequest;
  prayed: boolean;
  busy: boolean;
  onPrayed: (id: string) => void;
}) {
  const hydrated = useHydrated();
  const count = item.prayedCount;
  return (
    <article
      className={`card prayer-card${item.status === 'answered' ? ' prayer-card--answered' : ''}`}
    >
      <header className="prayer-card__head">
        <p className="prayer-card__name">{item.name}</p>
        {item.status === 'answered' ? (
          <span className="prayer-card__badge">
            <Sparkles aria-hidden="true" size={14} />
            Answered
          </span>
        ) : null}
      </header>
      <p className="prayer-card__text">{item.request}</p>
      {item.status === 'answered' && item.praiseReport ? (
        <div className="prayer-card__praise">
          <p className="prayer-card__praise-title">Praise report</p>
          <p>{item.praiseReport}</p>
        </div>
      ) : null}
      <footer className="prayer-card__foot">
        <time dateTime={item.createdAt} className="prayer-card__date">
          {hydrated ? dateFormat.format(new Date(item.createdAt)) : item.createdAt.slice(0, 10)}
        </time>
        <Button
          size="sm"
          variant={prayed ? 'subtle' : 'outline'}
          aria-pressed={prayed}
          disabled={busy}
          onClick={() => {
            if (!prayed) onPrayed(item._id);
          }}
        >
          <Heart aria-hidden="true" size={16} className={prayed ? 'prayer-card__heart--on' : ''} />
          {prayed ? 'You prayed' : 'I prayed'}
          {/* A count that says what it counts: "I prayed 3 people prayed". */}
          <span className="prayer-card__count">{count}</span>
          <span className="visually-hidden">{count === 1 ? 'person prayed' : 'people prayed'}</span>
        </Button>
      </footer>
    </article>
  );
}

/** Approved public requests, newest first, a page at a time (the page is in the address). */
export function PrayerWall() {
  const [params, setParams] = useSearchParams();
  const page = pageFromParams(params);
  const wall = usePrayerWall(page);
  const hydrated = useHydrated();
  const sayPrayed = useSayPrayed();
  // What this browser said it prayed for, read once it runs in the browser.
  const [prayedFor, setPrayedFor] = useState<ReadonlySet<string> | null>(null);
  const known = prayedFor ?? (hydrated ? new Set(readPrayedFor()) : new Set<string>());
  const top = useRef<HTMLElement>(null);
  const pages = wall.data ? Math.max(1, Math.ceil(wall.data.total / PRAYER_WALL_PAGE_SIZE)) : 1;

  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {}, { preventScrollReset: true });
    top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const onPrayed = (id: string) =>
    sayPrayed.mutate(id, { onSuccess: () => setPrayedFor(new Set([...known, id])) });

  return (
    <section ref={top} className="prayer-wall" aria-labelledby="prayer-wall-title">
      <div className="prayer-wall__head">
        <p className="eyebrow">Pray with us</p>
        <h2 id="prayer-wall-title" className="section-title">
          The prayer wall
        </h2>
      </div>
      {sayPrayed.isError ? (
        <Banner tone="error" onDismiss={() => sayPrayed.reset()}>
          We could not count your prayer. Please try again.
        </Banner>
      ) : null}
      {wall.isPending ? (
        <ul className="prayer-wall__grid" aria-busy="true" aria-label="Loading prayer requests">
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index} className="card prayer-card">
              <Skeleton width="40%" height="1.25rem" />
              <Skeleton height="4rem" />
              <Skeleton width="30%" />
            </li>
          ))}
        </ul>
      ) : wall.isError ? (
        <Banner tone="error" title="We could not load the prayer wall.">
          <p>Please check your connection and try again.</p>
          <Button variant="outline" size="sm" onClick={() => void wall.refetch()}>
            Try again
          </Button>
        </Banner>
      ) : wall.data.prayerRequests.length === 0 ? (
        <EmptyState icon={HandHeart} title="No prayer requests on the wall yet.">
          Send yours with the form: the prayer team prays over every request.
        </EmptyState>
      ) : (
        <>
          <ul
            className="prayer-wall__grid"
            aria-label="Prayer requests"
            aria-busy={wall.isPlaceholderData || undefined}
          >
            {wall.data.prayerRequests.map((item) => (
              <li key={item._id}>
                <WallCard
                  item={item}
                  prayed={known.has(item._id)}
                  busy={sayPrayed.isPending && sayPrayed.variables === item._id}
                  onPrayed={onPrayed}
                />
              </li>
            ))}
          </ul>
          {wall.data.total > PRAYER_WALL_PAGE_SIZE || page > 1 ? (
            <Pager label="Prayer wall pages" page={page} pages={pages} onPage={goTo} />
          ) : null}
        </>
      )}
    </section>
  );
}
