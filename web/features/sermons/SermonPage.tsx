import './sermons.css';
import { ArrowLeft, BookOpen, Check, Headphones, Share2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { detectStreamType, toEmbedUrl } from '#shared/embed.js';
import { SITE_ROUTES } from '#shared/routes.js';
import type { PublicSermonDetail } from '#shared/schemas/sermons.js';
import { sermonPagePath, sermonSeriesPagePath } from '#shared/sermon-pages.js';
import { Banner } from '#web/components/Banner.js';
import { Button } from '#web/components/Button.js';
import { Hero } from '#web/components/Hero.js';
import { Skeleton } from '#web/components/Skeleton.js';
import { PlayerFacade } from '#web/features/livestream/index.js';
import { usePageMeta } from '#web/features/page-meta/index.js';
import { NotFoundPage } from '#web/features/pages/index.js';
import { type ShareOutcome, shareOrCopy } from '#web/lib/share.js';
import { useSermon } from './get-sermons.js';
import { PodcastLinks } from './PodcastLinks.js';
import { SermonDate } from './SermonDate.js';
import { ServiceChat } from './ServiceChat.js';
import { formatDuration } from './sermon-format.js';

const NOT_FOUND = { path: '*', title: 'Page not found' };

/** The recording: an upload plays in the page's own player, a link in its platform's. */
function SermonVideo({ sermon }: { sermon: PublicSermonDetail }) {
  const url = sermon.videoUrl;
  if (url.startsWith('/uploads/')) {
    return (
      <div className="player">
        <video
          className="player__frame"
          src={url}
          title={sermon.title}
          controls
          playsInline
          preload="metadata"
        />
      </div>
    );
  }
  return (
    <PlayerFacade
      stream={{
        title: sermon.title,
        streamType: detectStreamType(url),
        embedUrl: toEmbedUrl({ streamUrl: url }),
        streamUrl: url,
        isLive: false,
      }}
    />
  );
}

/** What the share button did, said where the button is. */
function shareLine(outcome: ShareOutcome | null, url: string): string {
  if (outcome === 'copied') return 'Link copied. Paste it wherever you would like to share it.';
  if (outcome === 'failed') return `Copy this link to share: ${url}`;
  return '';
}

function ShareSermon({ sermon }: { sermon: PublicSermonDetail }) {
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  const url = () => new URL(sermonPagePath(sermon._id), window.location.origin).toString();
  const share = async () => {
    setOutcome(
      await shareOrCopy({
        title: sermon.title,
        text: `${sermon.title}, a sermon by ${sermon.preacher}`,
        url: url(),
      }),
    );
  };
  return (
    <div className="sermon-share">
      <Button variant="outline" size="sm" onClick={() => void share()}>
        {outcome === 'copied' ? (
          <Check aria-hidden="true" size={16} />
        ) : (
          <Share2 aria-hidden="true" size={16} />
        )}
        Share
      </Button>
      <p className="sermon-share__status" role="status">
        {outcome ? shareLine(outcome, url()) : ''}
      </p>
    </div>
  );
}

function SermonDetail({ sermon }: { sermon: PublicSermonDetail }) {
  const duration = formatDuration(sermon.durationSeconds);
  return (
    <>
      <Hero
        eyebrow={
          sermon.seriesId && sermon.seriesTitle ? (
            <Link className="sermon-hero__series" to={sermonSeriesPagePath(sermon.seriesId)}>
              Series: {sermon.seriesTitle}
            </Link>
          ) : (
            'Sermon'
          )
        }
        title={sermon.title}
      >
        <p className="sermon-hero__meta">
          <span className="sermon-hero__preacher">{sermon.preacher}</span>
          <span aria-hidden="true"> · </span>
          <SermonDate preachedAt={sermon.preachedAt} />
        </p>
        {sermon.scripture ? (
          <p className="sermon-hero__scripture">
            <BookOpen aria-hidden="true" size={18} />
            <span className="visually-hidden">Scripture: </span>
            {sermon.scripture}
          </p>
        ) : null}
      </Hero>
      <div className="sermon container">
        <Link className="sermon__back" to={SITE_ROUTES.sermons.path}>
          <ArrowLeft aria-hidden="true" size={16} /> All sermons
        </Link>
        <div className={`sermon__layout${sermon.streamId ? ' sermon__layout--with-chat' : ''}`}>
          <div className="sermon__main">
            {sermon.videoUrl ? <SermonVideo sermon={sermon} /> : null}
            {sermon.audioUrl ? (
              <section className="sermon-audio" aria-labelledby="sermon-audio-title">
                <h2 id="sermon-audio-title" className="sermon-audio__title">
                  <Headphones aria-hidden="true" size={20} /> Listen
                  {duration ? <span className="sermon-audio__length">{duration}</span> : null}
                </h2>
                <audio
                  className="sermon-audio__player"
                  src={sermon.audioUrl}
                  controls
                  preload="none"
                  aria-label={`Listen to ${sermon.title}`}
                />
                <a className="sermon-audio__download" href={sermon.audioUrl} download>
                  Download the audio
                </a>
              </section>
            ) : null}
            {sermon.summary ? <p className="sermon__summary">{sermon.summary}</p> : null}
            <div className="sermon__actions">
              <ShareSermon sermon={sermon} />
            </div>
            {sermon.notesHtml ? (
              <section className="sermon-notes" aria-labelledby="sermon-notes-title">
                <h2 id="sermon-notes-title" className="sermons__section-title">
                  Notes
                </h2>
                {/* The server renders the notes' Markdown to safe HTML (its own allow-list). */}
                <div
                  className="sermon-notes__body"
                  dangerouslySetInnerHTML={{ __html: sermon.notesHtml }}
                />
              </section>
            ) : null}
            {sermon.audioUrl ? (
              <section className="sermon-podcast" aria-labelledby="sermon-podcast-title">
                <h2 id="sermon-podcast-title" className="sermon-podcast__title">
                  Every sermon in your podcast app
                </h2>
                <PodcastLinks variant="panel" />
              </section>
            ) : null}
          </div>
          {sermon.streamId ? <ServiceChat streamId={sermon.streamId} /> : null}
        </div>
      </div>
    </>
  );
}

/** /sermons/:id: one published sermon to watch, hear and read; any other id is not found. */
export function SermonPage() {
  const { id = '' } = useParams();
  const sermon = useSermon(id);
  const found = sermon.data;
  usePageMeta(
    found
      ? {
          path: sermonPagePath(found._id),
          title: found.title,
          ...(found.summary ? { description: found.summary } : {}),
        }
      : NOT_FOUND,
  );

  if (sermon.isPending) {
    return (
      <div className="sermon container sermon--loading">
        <p className="sermons__status" role="status">
          Loading the sermon…
        </p>
        <Skeleton height="min(56vw, 32rem)" />
      </div>
    );
  }
  if (sermon.isError) {
    return (
      <div className="sermon container sermon--loading">
        <Banner tone="error">
          The sermon could not be loaded.{' '}
          <button type="button" className="sermons__retry" onClick={() => void sermon.refetch()}>
            Try again
          </button>
        </Banner>
      </div>
    );
  }
  if (!found) return <NotFoundPage />;
  return <SermonDetail sermon={found} />;
}
