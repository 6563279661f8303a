import './sermons.css';
import { BookOpenText, Search, SearchX } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SITE_ROUTES } from '#shared/routes.js';
import type { PublicSermonSeries, SermonsResponse } from '#shared/schemas/sermons.js';
import { type SermonsListParams, readSermonsParams, sermonsSearch } from '#shared/sermon-pages.js';
import { Banner } from '#web/components/Banner.js';
import { Button } from '#web/components/Button.js';
import { EmptyState } from '#web/components/EmptyState.js';
import { Hero } from '#web/components/Hero.js';
import { Skeleton } from '#web/components/Skeleton.js';
import { usePageMeta } from '#web/features/page-meta/index.js';
import { useSermonSeries, useSermons } from './get-sermons.js';
import { PodcastLinks } from './PodcastLinks.js';
import { SermonCard } from './SermonCard.js';
import { SermonsPager } from './SermonsPager.js';
import { SeriesStrip } from './SeriesStrip.js';

const SKELETON_CARDS = 4;
export const LOAD_FAILED = 'The sermons could not be loaded.';

type Filter = 'series' | 'preacher' | 'book';

interface FiltersProps {
  params: SermonsListParams;
  series: PublicSermonSeries[];
  facets: Pick<SermonsResponse, 'preachers' | 'books'> | undefined;
  onChange: (next: SermonsListParams) => void;
}

/**
 * The search box and the three filters, as a form that works before the page's script does
 * (a GET to /sermons with the same query): once hydrated, a filter applies as it is chosen and
 * the search on Enter or the button, each a new address.
 */
function SermonsFilters({ params, series, facets, onChange }: FiltersProps) {
  // What is typed, for the search the address names: back and forward change the address under
  // the box, and the box then shows that search again.
  const searched = params.q ?? '';
  const [draft, setDraft] = useState({ for: searched, text: searched });
  const query = draft.for === searched ? draft.text : searched;

  const choose = (filter: Filter, value: string) => {
    const { page: _page, ...rest } = params;
    onChange({ ...rest, [filter]: value || undefined });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { page: _page, ...rest } = params;
    onChange({ ...rest, q: query.trim() || undefined });
  };
  const preachers = facets?.preachers ?? [];
  const books = facets?.books ?? [];
  // A chosen value the facets do not list (an old link) is still shown as chosen.
  const withChosen = (values: string[], chosen: string | undefined) =>
    chosen && !values.includes(chosen) ? [chosen, ...values] : values;
  const filtered = Boolean(params.q || params.series || params.preacher || params.book);

  return (
    <form
      className="sermons-filters"
      role="search"
      aria-label="Search sermons"
      action={SITE_ROUTES.sermons.path}
      method="get"
      onSubmit={submit}
    >
      <div className="field sermons-filters__search">
        <label className="field__label" htmlFor="sermons-q">
          Search sermons
        </label>
        <div className="field__control">
          <Search className="field__icon" aria-hidden="true" size={18} />
          <input
            id="sermons-q"
            className="field__input"
            type="search"
            name="q"
            value={query}
            maxLength={200}
            placeholder="Words in a title, summary or notes"
            onChange={(event) => setDraft({ for: searched, text: event.currentTarget.value })}
          />
        </div>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="sermons-series">
          Series
        </label>
        <select
          id="sermons-series"
          className="field__input"
          name="series"
          value={params.series ?? ''}
          onChange={(event) => choose('series', event.currentTarget.value)}
        >
          <option value="">All series</option>
          {series.map((item) => (
            <option key={item._id} value={item._id}>
              {item.title}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="sermons-preacher">
          Preacher
        </label>
        <select
          id="sermons-preacher"
          className="field__input"
          name="preacher"
          value={params.preacher ?? ''}
          onChange={(event) => choose('preacher', event.currentTarget.value)}
        >
          <option value="">All preachers</option>
          {withChosen(preachers, params.preacher).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="sermons-book">
          Book of the Bible
        </label>
        <select
          id="sermons-book"
          className="field__input"
          name="book"
          value={params.book ?? ''}
          onChange={(event) => choose('book', event.currentTarget.value)}
        >
          <option value="">All books</option>
          {params.book && !books.some((book) => book.code === params.book) ? (
            <option value={params.book}>{params.book}</option>
          ) : null}
          {books.map((book) => (
            <option key={book.code} value={book.code}>
              {book.name}
            </option>
          ))}
        </select>
      </div>
      <div className="sermons-filters__actions">
        <Button type="submit" size="md">
          <Search aria-hidden="true" size={18} /> Search
        </Button>
        {filtered ? (
          <Link className="sermons-filters__clear" to={SITE_ROUTES.sermons.path}>
            Clear all
          </Link>
        ) : null}
      </div>
    </form>
  );
}

/** /sermons: every published sermon, latest first; search, filters and pages in the address. */
export function SermonsPage() {
  usePageMeta(SITE_ROUTES.sermons);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const params = readSermonsParams(searchParams);
  const sermons = useSermons(params);
  const series = useSermonSeries();
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);

  const hrefOf = (next: SermonsListParams) => `${SITE_ROUTES.sermons.path}${sermonsSearch(next)}`;
  const change = (next: SermonsListParams) => {
    void navigate(hrefOf(next));
  };
  const data = sermons.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filtered = Boolean(params.q || params.series || params.preacher || params.book);
  const seriesList = series.data ?? [];

  return (
    <>
      <Hero
        eyebrow="Watch and listen again"
        title={SITE_ROUTES.sermons.title}
        lead="Every message preached at our church, with its Bible readings and notes. Search for a word, or follow a series from its start."
        actions={<PodcastLinks />}
      />
      <div className="sermons container">
        <SeriesStrip series={seriesList.filter((item) => item.sermonCount > 0)} />
        <section className="sermons__library" aria-labelledby="sermons-list-title">
          <h2 id="sermons-list-title" className="sermons__section-title">
            {filtered ? 'Matching sermons' : 'Latest sermons'}
          </h2>
          <SermonsFilters params={params} series={seriesList} facets={data} onChange={change} />
          {sermons.isPending ? (
            <>
              <p className="sermons__status" role="status">
                Loading sermons…
              </p>
              <div className="sermons__grid" aria-hidden="true">
                {Array.from({ length: SKELETON_CARDS }, (_, index) => (
                  <Skeleton key={index} height="14rem" />
                ))}
              </div>
            </>
          ) : sermons.isError && !data ? (
            dismissedAt === sermons.errorUpdatedAt ? null : (
              <Banner tone="error" onDismiss={() => setDismissedAt(sermons.errorUpdatedAt)}>
                {LOAD_FAILED}{' '}
                <button
                  type="button"
                  className="sermons__retry"
                  onClick={() => void sermons.refetch()}
                >
                  Try again
                </button>
              </Banner>
            )
          ) : !data || data.sermons.length === 0 ? (
            filtered ? (
              <EmptyState
                icon={SearchX}
                title="No sermons match your search."
                action={
                  <Link className="sermons-filters__clear" to={SITE_ROUTES.sermons.path}>
                    Show every sermon
                  </Link>
                }
              >
                <p>Try other words, or fewer filters.</p>
              </EmptyState>
            ) : (
              <EmptyState icon={BookOpenText} title="No sermons yet.">
                <p>Sermons appear here after each service, to watch, listen to and read again.</p>
              </EmptyState>
            )
          ) : (
            <>
              <p className="sermons__status" role="status">
                {data.total === 1 ? '1 sermon' : `${String(data.total)} sermons`}
                {pages > 1 ? ` · page ${String(data.page)} of ${String(pages)}` : ''}
              </p>
              <ul className="sermons__grid" aria-busy={sermons.isPlaceholderData}>
                {data.sermons.map((sermon) => (
                  <li key={sermon._id}>
                    <SermonCard sermon={sermon} headingLevel={3} />
                  </li>
                ))}
              </ul>
              <SermonsPager
                page={data.page}
                pages={pages}
                hrefOf={(page) => hrefOf({ ...params, page })}
              />
            </>
          )}
        </section>
      </div>
    </>
  );
}
