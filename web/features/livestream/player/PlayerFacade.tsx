import './player.css';
import { ExternalLink, Play } from 'lucide-react';
import { useState } from 'react';
import { withPlayerParent } from '#shared/embed.js';
import type { PublicStream } from '#shared/schemas/streams.js';
import {
  PlatformIcon,
  platformLook,
  platformName,
} from '#web/features/livestream/picker/platforms.js';

/** The player starts playing once opened: the visitor already pressed play on the poster. */
function withAutoplay(embedUrl: string, stream: PlayableVideo): string {
  if (stream.streamType !== 'youtube' && stream.streamType !== 'vimeo') {
    return withPlayerParent(embedUrl, window.location.hostname);
  }
  try {
    const url = new URL(embedUrl);
    url.searchParams.set('autoplay', '1');
    return url.toString();
  } catch {
    return embedUrl;
  }
}

/**
 * A drawn poster until the visitor presses play, then the platform's player: the page stays
 * light (a YouTube player alone is over half a megabyte) and nothing loads from an image host.
 */
/** What the player needs of a stream, or of a sermon's recorded video. */
export type PlayableVideo = Pick<
  PublicStream,
  'title' | 'streamType' | 'embedUrl' | 'streamUrl' | 'isLive'
>;

interface PlayerFacadeProps {
  stream: PlayableVideo;
  /**
   * The player's address at the moment it starts, when it depends on that moment (a recorded
   * video joined at its live position); the stream's own player otherwise.
   */
  playerAt?: () => string;
  /** Starts at once, without the poster: the visitor already chose this stream on the page. */
  autoStart?: boolean;
}

export function PlayerFacade({ stream, playerAt, autoStart = false }: PlayerFacadeProps) {
  const start = () =>
    playerAt ? playerAt() : stream.embedUrl ? withAutoplay(stream.embedUrl, stream) : null;
  // Fixed once playing: a new address would reload the player.
  const [src, setSrc] = useState<string | null>(() => (autoStart ? start() : null));
  const look = platformLook(stream.streamType);

  if (src) {
    return (
      <div className="player">
        <iframe
          className="player__frame"
          src={src}
          title={stream.title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }

  return (
    <div className={`player player--poster player--${look}`}>
      <div className="player__art" aria-hidden="true">
        <span className="player__ring player__ring--outer" />
        <span className="player__ring player__ring--inner" />
      </div>
      <div className="player__poster-text">
        <span className="player__platform">
          <PlatformIcon type={stream.streamType} size={20} /> {platformName(stream.streamType)}
          {stream.isLive ? (
            <span className="live-pill">
              <span className="live-pill__dot" aria-hidden="true" /> Live
            </span>
          ) : null}
        </span>
        <p className="player__poster-title">
          {stream.embedUrl ? 'Press play to join' : stream.title}
        </p>
      </div>
      {stream.embedUrl ? (
        <button
          type="button"
          className="player__play"
          onClick={() => {
            setSrc(start());
          }}
          aria-label={`Play ${stream.title}`}
        >
          <Play aria-hidden="true" size={34} fill="currentColor" />
        </button>
      ) : (
        <a className="player__external" href={stream.streamUrl} target="_blank" rel="noreferrer">
          Watch on {platformName(stream.streamType)} <ExternalLink aria-hidden="true" size={16} />
        </a>
      )}
    </div>
  );
}
