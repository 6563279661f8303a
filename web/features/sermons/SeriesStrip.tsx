import { Link } from 'react-router';
import type { PublicSermonSeries } from '#shared/schemas/sermons.js';
import { sermonSeriesPagePath } from '#shared/sermon-pages.js';
import { SeriesArt } from './SeriesArt.js';

/** The series, artwork first, each opening its own page: a row that scrolls on a phone. */
export function SeriesStrip({ series }: { series: PublicSermonSeries[] }) {
  if (series.length === 0) return null;
  return (
    <section className="series-strip" aria-labelledby="series-strip-title">
      <h2 id="series-strip-title" className="sermons__section-title">
        Series
      </h2>
      <ul className="series-strip__list">
        {series.map((item) => (
          <li key={item._id}>
            <Link className="series-strip__item" to={sermonSeriesPagePath(item._id)}>
              <SeriesArt artworkUrl={item.artworkUrl} />
              <span className="series-strip__title">{item.title}</span>
              <span className="series-strip__count">
                {item.sermonCount === 1 ? '1 sermon' : `${String(item.sermonCount)} sermons`}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
