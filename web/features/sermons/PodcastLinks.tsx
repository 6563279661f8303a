import { Podcast, Rss } from 'lucide-react';
import { API } from '#shared/api-paths.js';
import { buttonClass } from '#web/components/button-class.js';
import { usePublicSettings } from '#web/features/settings/index.js';

/**
 * The feed's address whole, and as a podcast: link, which podcast apps (Apple Podcasts among
 * them) open as "subscribe". Both at the site's public address: a podcast app keeps the feed
 * for years, so it gets the church's lasting address, not whichever one the page was opened at
 * (and the server's render and the browser's say the same).
 */
export function podcastUrls(feedPath: string, origin: string): { feed: string; app: string } {
  const { host, protocol } = new URL(origin || 'http://localhost');
  return { feed: `${protocol}//${host}${feedPath}`, app: `podcast://${host}${feedPath}` };
}

interface PodcastLinksProps {
  /** The feed: the whole library's, or one series'. */
  feedPath?: string;
  /** Where the links stand: the library's hero, or under a sermon. */
  variant?: 'hero' | 'panel';
}

/** Add to podcast app, the RSS feed, and its address to copy into any other app. */
export function PodcastLinks({ feedPath = API.podcastFeed, variant = 'hero' }: PodcastLinksProps) {
  const { settings } = usePublicSettings();
  const urls = podcastUrls(feedPath, settings.publicSiteUrl);
  return (
    <div className={`podcast-links podcast-links--${variant}`}>
      <a className={buttonClass({ variant: 'primary', size: 'sm' })} href={urls.app}>
        <Podcast aria-hidden="true" size={16} />
        Add to podcast app
      </a>
      <a
        className={buttonClass({ variant: 'outline', size: 'sm' })}
        href={feedPath}
        type="application/rss+xml"
      >
        <Rss aria-hidden="true" size={16} />
        Podcast
      </a>
      {variant === 'panel' ? (
        <p className="podcast-links__copy">
          Or copy the feed into any podcast app: <code>{urls.feed}</code>
        </p>
      ) : null}
    </div>
  );
}
