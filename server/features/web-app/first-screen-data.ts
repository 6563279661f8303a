import type { FastifyInstance } from 'fastify';
import type { FirstScreenData } from '#shared/first-screen.js';
import { upcomingEventsResponseSchema } from '#shared/schemas/events.js';
import { SERVICE_DEFAULTS, upcomingServicesResponseSchema } from '#shared/schemas/services.js';
import { publicSettingsResponseSchema } from '#shared/schemas/settings.js';
import { siteContentResponseSchema } from '#shared/schemas/site-content.js';
import { activeStreamsResponseSchema } from '#shared/schemas/streams.js';
import { presentPublicEvent } from '#server/features/events/index.js';
import { presentOccurrence } from '#server/features/services/index.js';
import { presentPublicSettings } from '#server/features/settings/index.js';
import { presentPublicStream } from '#server/features/streams/index.js';

/**
 * The same value the browser gets from the API: the answer's JSON read back through the
 * response's schema, so the query state the page carries equals what its calls would cache.
 */
function asAnswered<T>(schema: { parse(value: unknown): T }, answer: unknown): T {
  return schema.parse(JSON.parse(JSON.stringify(answer)));
}

/**
 * What every public page shows first, from the server's own services (cached in memory for
 * settings and content, one indexed query each for events and streams), never over HTTP. The
 * services' coming occurrences are in it because the home page's countdown and service times
 * are chosen from them: without them the page would show the fallback first and then change.
 */
export async function loadFirstScreenData(app: FastifyInstance): Promise<FirstScreenData> {
  const [settings, content, events, streams, occurrences] = await Promise.all([
    app.settings.get(),
    app.siteContent.get(),
    app.events.listUpcoming(),
    app.streams.listActiveStreams(),
    app.services.upcoming(SERVICE_DEFAULTS.upcomingDays),
  ]);
  const now = Date.now();
  return {
    settings: asAnswered(publicSettingsResponseSchema, {
      settings: presentPublicSettings(settings, app.config),
    }).settings,
    content: asAnswered(siteContentResponseSchema, { content }).content,
    events: asAnswered(upcomingEventsResponseSchema, { events: events.map(presentPublicEvent) })
      .events,
    streams: asAnswered(activeStreamsResponseSchema, {
      streams: streams.map(presentPublicStream),
    }).streams,
    services: asAnswered(upcomingServicesResponseSchema, {
      services: occurrences.map((times) => presentOccurrence(times, now)),
    }).services,
  };
}
