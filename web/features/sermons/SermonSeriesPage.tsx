import './sermons.css';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { SITE_ROUTES } from '#shared/routes.js';
import type { PublicSermonSeries } from '#shared/schemas/sermons.js';
import {
  readSermonsParams,
  seriesPodcastPath,
  sermonSeriesPagePath,
} from '#shared/sermon-pages.js';
import { Banner } from '#web/components/Banner.js';
import { Hero } from '#web/components/Hero.js';
import { Skeleton } from '#web/components/Skeleton.js';
import { usePageMeta } from '#web/features/page-meta/index.js';
import { NotFoundPage } from '#web/features/pages/index.js';
import { useSermonSeries, useSermons } from './get-sermons.js';
import { PodcastLinks } from './PodcastLinks.js';
import { SeriesArt } from './SeriesArt.js';
import { SermonCard } from './SermonCard.js';
import { SermonsPager } from './SermonsPager.js';

const NOT_FOUND = { path: '*', title: 'Page not found' };

function SeriesSermons({ series, page }: { series: PublicSermonSeries; page: number }) {
  const params = { series: series._id, ...(page > 1 ? { page } : {}) };
  const sermons = useSermons(params);
  const data = sermons.data;
  if (sermons.isPending) return <Skeleton height="14rem" />;
  if (!data) {
    return (
      <Banner tone="error">
        The sermons could not be loaded.{' '}
        <button type="button" className="sermons__retry" onClick={() => void sermons.refetch()}>
          Try again
        </button>
      </Banner>
    );
  }
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <>
      <ul className="sermons__grid">
        {data.sermons.map((sermon) => (
          <li key={sermon._id}>
            <SermonCard sermon={sermon} headingLevel={3} showSeries={false} />
          </li>
        ))}
      </ul>
      <SermonsPager
        page={data.page}
        pages={pages}
        hrefOf={(to) => `${sermonSeriesPagePath(series._id)}${to > 1 ? `?page=${String(to)}` : ''}`}
      />
    </>
  );
}

function SeriesDetail({ series, page }: { series: PublicSermonSeries; page: number }) {
  return (
    <>
      <Hero
        eyebrow="Sermon series"
        title={series.title}
        lead={series.description || undefined}
        actions={<PodcastLinks feedPath={seriesPodcastPath(series._id)} />}
        aside={
          <SeriesArt
            artworkUrl={series.artworkUrl}
            priority
            className="series-art series-art--large"
          />
        }
      >
        <p className="sermon-hero__meta">
          {series.sermonCount === 1 ? '1 sermon' : `${String(series.sermonCount)} sermons`}
        </p>
      </Hero>
      <div className="sermon-series container">
        <Link className="sermon__back" to={SITE_ROUTES.sermons.path}>
          <ArrowLeft aria-hidden="true" size={16} /> All sermons
        </Link>
        <section className="sermons__library" aria-labelledby="series-sermons-title">
          <h2 id="series-sermons-title" className="sermons__section-title">
            Sermons in this series
          </h2>
          <SeriesSermons series={series} page={page} />
        </section>
      </div>
    </>
  );
}

/** /sermons/series/:id: a series' artwork, what it is about, its sermons and its own podcast. */
export function SermonSeriesPage() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const page = readSermonsParams(searchParams).page ?? 1;
  const list = useSermonSeries();
  const series = list.data?.find((item) => item._id === id);
  usePageMeta(
    series
      ? {
          path: sermonSeriesPagePath(series._id),
          title: series.title,
          ...(series.description ? { description: series.description.slice(0, 300) } : {}),
        }
      : NOT_FOUND,
  );

  if (list.isPending) {
    return (
      <div className="sermon-series container">
        <p className="sermons__status" role="status">
          Loading the series…
        </p>
        <Skeleton height="16rem" />
      </div>
    );
  }
  if (list.isError) {
    return (
      <div className="sermon-series container">
        <Banner tone="error">
          The series could not be loaded.{' '}
          <button type="button" className="sermons__retry" onClick={() => void list.refetch()}>
            Try again
          </button>
        </Banner>
      </div>
    );
  }
  if (!series) return <NotFoundPage />;
  return <SeriesDetail series={series} page={page} />;
}
