import { BookOpen, Clock, Headphones, Video } from 'lucide-react';
import { Link } from 'react-router';
import type { PublicSermon } from '#shared/schemas/sermons.js';
import { sermonPagePath, sermonSeriesPagePath } from '#shared/sermon-pages.js';
import { SermonDate } from './SermonDate.js';
import { formatDuration, spokenDuration } from './sermon-format.js';

interface SermonCardProps {
  sermon: PublicSermon;
  headingLevel?: 2 | 3;
  /** On a series' own page the series goes without saying. */
  showSeries?: boolean;
}

/** One sermon in a list: what it is, who preached it, when, and whether it can be heard. */
export function SermonCard({ sermon, headingLevel = 2, showSeries = true }: SermonCardProps) {
  const Heading = `h${headingLevel}` as const;
  const duration = formatDuration(sermon.durationSeconds);
  const titleId = `sermon-${sermon._id}-title`;
  return (
    <article className="sermon-card" aria-labelledby={titleId}>
      <p className="sermon-card__meta">
        <SermonDate preachedAt={sermon.preachedAt} />
        {showSeries && sermon.seriesId && sermon.seriesTitle ? (
          <>
            <span aria-hidden="true"> · </span>
            <Link className="sermon-card__series" to={sermonSeriesPagePath(sermon.seriesId)}>
              {sermon.seriesTitle}
            </Link>
          </>
        ) : null}
      </p>
      <Heading id={titleId} className="sermon-card__title">
        <Link className="sermon-card__link" to={sermonPagePath(sermon._id)}>
          {sermon.title}
        </Link>
      </Heading>
      <p className="sermon-card__preacher">{sermon.preacher}</p>
      {sermon.scripture ? (
        <p className="sermon-card__scripture">
          <BookOpen aria-hidden="true" size={16} />
          {sermon.scripture}
        </p>
      ) : null}
      {sermon.summary ? <p className="sermon-card__summary">{sermon.summary}</p> : null}
      {sermon.audioUrl || sermon.videoUrl || duration ? (
        <ul className="sermon-card__media" aria-label="Ways to take it in">
          {sermon.videoUrl ? (
            <li className="sermon-card__tag">
              <Video aria-hidden="true" size={16} /> Watch
            </li>
          ) : null}
          {sermon.audioUrl ? (
            <li className="sermon-card__tag sermon-card__tag--listen">
              <Headphones aria-hidden="true" size={16} /> Listen
            </li>
          ) : null}
          {duration ? (
            <li className="sermon-card__tag">
              <Clock aria-hidden="true" size={16} />
              <span aria-hidden="true">{duration}</span>
              <span className="visually-hidden">{spokenDuration(sermon.durationSeconds)}</span>
            </li>
          ) : null}
        </ul>
      ) : null}
    </article>
  );
}
