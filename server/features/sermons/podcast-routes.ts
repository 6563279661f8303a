import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, apiPath } from '#shared/api-paths.js';
import { idParamsSchema } from '#shared/schemas/common.js';
import { SERMON_MESSAGES, type PublicSermonSeries } from '#shared/schemas/sermons.js';
import { DEFAULT_PODCAST_ARTWORK_URL } from '#shared/sermon-media.js';
import type { Settings } from '#shared/schemas/settings.js';
import { NotFoundError } from '#server/platform/errors.js';
import { buildPodcastFeed, type PodcastChannel } from './podcast-feed.js';

/** Episodes one feed holds: apps page through older ones on the site, not in the feed. */
export const PODCAST_EPISODES_MAX = 300;

/** The site is written in English: its podcasts say so. */
const PODCAST_LANGUAGE = 'en';

/**
 * The church's podcasts: every published sermon with audio, and one series' own. Built once per
 * change and answered from the read cache until a sermon, a series or the settings change. Web
 * podcast players on other sites may read them (CORS): they are public.
 */
export const podcastRoutes: FastifyPluginAsyncZod = async (app) => {
  const siteUrl = app.config.publicSiteUrl.replace(/\/+$/, '');

  function channel(settings: Settings, feedPath: string, series?: PublicSermonSeries) {
    const churchName = settings.general.siteName;
    const description = series?.description || settings.general.siteDescription;
    return {
      title: series ? `${series.title} · ${churchName}` : `${churchName} Sermons`,
      description: description || `Sermons from ${churchName}`,
      siteUrl,
      feedUrl: `${siteUrl}${feedPath}`,
      link: series ? `/sermons/series/${series._id}` : '/sermons',
      language: PODCAST_LANGUAGE,
      author: churchName,
      ownerEmail: settings.general.contactEmail || undefined,
      artworkUrl:
        series?.artworkUrl || settings.sermons.podcastArtworkUrl || DEFAULT_PODCAST_ARTWORK_URL,
    } satisfies PodcastChannel;
  }

  app.get(
    API.podcastFeed,
    {
      config: { readCache: { tags: ['sermons', 'settings'] } },
      schema: {
        tags: ['public'],
        summary: 'Every published sermon with audio as a podcast (RSS 2.0, PSP-1)',
        produces: ['application/rss+xml'],
      },
    },
    async (_request, reply) => {
      const [settings, sermons] = await Promise.all([
        app.settings.get(),
        app.sermons.podcastSermons(null, PODCAST_EPISODES_MAX),
      ]);
      return reply
        .type('application/rss+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .header('access-control-allow-origin', '*')
        .send(buildPodcastFeed(channel(settings, API.podcastFeed), sermons));
    },
  );

  app.get(
    API.seriesPodcastFeed,
    {
      config: { readCache: { tags: ['sermons', 'settings'] } },
      schema: {
        tags: ['public'],
        summary:
          'One series’ published sermons with audio as a podcast of its own (404 for a series that is not there)',
        params: idParamsSchema,
        produces: ['application/rss+xml'],
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const [settings, series, sermons] = await Promise.all([
        app.settings.get(),
        app.sermons.publicSeries(id),
        app.sermons.podcastSermons(id, PODCAST_EPISODES_MAX),
      ]);
      if (!series) throw new NotFoundError(SERMON_MESSAGES.seriesNotFound);
      const feedPath = apiPath(API.seriesPodcastFeed, { id });
      return reply
        .type('application/rss+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .header('access-control-allow-origin', '*')
        .send(buildPodcastFeed(channel(settings, feedPath, series), sermons));
    },
  );
};
