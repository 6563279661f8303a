import {
  DEFAULT_SITE_CONTENT,
  type SiteContent,
  siteContentSchema,
} from '#shared/schemas/site-content.js';
import type { DomainEventPublisher } from '#server/platform/events/domain-events.js';
import type { EventBus } from '#server/platform/realtime/event-bus.js';
import type { SettingsRepository } from '#server/platform/db/settings-repository.js';

/** Stored beside the settings groups, under a key the settings service does not read. */
const CONTENT_KEY = 'siteContent';

declare module '#server/platform/realtime/event-bus.js' {
  interface BusEvents {
    /** The site content was saved on some instance: every instance drops its cached copy. */
    'siteContent.changed': Record<string, never>;
  }
}

/** The stored document over the defaults, part by part: a part that no longer validates falls back. */
function merge(stored: unknown): SiteContent {
  const result = structuredClone(DEFAULT_SITE_CONTENT);
  if (typeof stored !== 'object' || stored === null) return result;
  for (const part of Object.keys(DEFAULT_SITE_CONTENT) as (keyof SiteContent)[]) {
    const candidate = siteContentSchema.shape[part].safeParse((stored as SiteContent)[part]);
    if (candidate.success) Object.assign(result, { [part]: candidate.data });
  }
  return result;
}

/**
 * Every public page reads the site content, so each instance caches it and drops its copy when
 * any instance saves (over the event bus, Redis when configured), like the settings.
 */
export function createSiteContentService(
  repository: SettingsRepository,
  { bus, events }: { bus: EventBus; events: DomainEventPublisher },
) {
  let cached: Promise<SiteContent> | undefined;
  let unsubscribe: (() => Promise<void>) | undefined;
  const load = () => {
    cached ??= repository.read(CONTENT_KEY).then(merge, (error: unknown) => {
      cached = undefined;
      throw error;
    });
    return cached;
  };

  return {
    async start() {
      unsubscribe = await bus.subscribe('siteContent.changed', () => {
        cached = undefined;
      });
    },
    async stop() {
      await unsubscribe?.();
    },
    get: load,
    async replace(content: SiteContent): Promise<SiteContent> {
      await repository.write(CONTENT_KEY, content);
      cached = undefined;
      events.publish('siteContent.replaced', {});
      return load();
    },
  };
}

export type SiteContentService = ReturnType<typeof createSiteContentService>;
