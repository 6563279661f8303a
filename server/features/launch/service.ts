import type { Kysely } from 'kysely';
import {
  type DemoContentCounts,
  type LaunchChecklistResponse,
  type RemoveDemoContentResponse,
  demoContentParts,
} from '#shared/schemas/launch-checklist.js';
import type { Settings } from '#shared/schemas/settings.js';
import type { SiteContent } from '#shared/schemas/site-content.js';
import type { Database } from '#server/platform/db/schema.js';
import type { DomainEventPublisher } from '#server/platform/events/domain-events.js';
import { type LaunchConfig, launchChecklist } from './checklist.js';
import { countsOf, findDemoRows, removeDemoRows } from './demo-rows.js';

/** "Removed the demo content: 4 streams, 6 events, …", or that there was none left. */
export function describeRemoval(counts: DemoContentCounts): string {
  const parts = demoContentParts(counts);
  return parts.length > 0
    ? `Removed the demo content: ${parts.join(', ')}`
    : 'Removed the demo content: none was left';
}

export function createLaunchService(deps: {
  db: Kysely<Database>;
  settings: () => Promise<Settings>;
  content: () => Promise<SiteContent>;
  config: LaunchConfig;
  events: DomainEventPublisher;
}) {
  return {
    async checklist(): Promise<LaunchChecklistResponse> {
      const [settings, content, ids] = await Promise.all([
        deps.settings(),
        deps.content(),
        findDemoRows(deps.db),
      ]);
      const counts = countsOf(ids);
      return {
        items: launchChecklist({ settings, content, config: deps.config, counts }),
        demoContent: counts,
      };
    },

    async removeDemoContent(): Promise<RemoveDemoContentResponse> {
      const removed = await removeDemoRows(deps.db);
      if (Object.values(removed).some((count) => count > 0)) {
        deps.events.publish('launch.demoRemoved', { removed });
      }
      return { removed, message: describeRemoval(removed) };
    },
  };
}

export type LaunchService = ReturnType<typeof createLaunchService>;
