import { featureServices } from '#server/platform/feature.js';
import { type LaunchService, createLaunchService } from './service.js';
import { launchEventMeanings } from './domain-events.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The launch checklist, and removing the demo church's content. */
    launch: LaunchService;
  }
}

export const launchServices = featureServices(
  'launch',
  async (app) => {
    app.domainEvents.declare(launchEventMeanings);
    app.decorate(
      'launch',
      createLaunchService({
        db: app.db.kysely,
        settings: () => app.settings.get(),
        content: () => app.siteContent.get(),
        config: {
          mailFrom: app.config.mail.from,
          smtpUrl: app.config.mail.smtpUrl,
          publicSiteUrl: app.config.publicSiteUrl,
        },
        events: app.domainEvents,
      }),
    );
  },
  ['settings', 'site-content'],
);
