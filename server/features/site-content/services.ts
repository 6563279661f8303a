import { createSettingsRepository } from '#server/platform/db/settings-repository.js';
import { featureServices } from '#server/platform/feature.js';
import { type SiteContentService, createSiteContentService } from './service.js';
import { siteContentEventMeanings } from './domain-events.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the church says about itself on the public pages, cached per instance. */
    siteContent: SiteContentService;
  }
}

export const siteContentServices = featureServices('site-content', async (app) => {
  app.domainEvents.declare(siteContentEventMeanings);
  const siteContent = createSiteContentService(createSettingsRepository(app.db.kysely), {
    bus: app.realtime.bus,
    events: app.domainEvents,
  });
  await siteContent.start();
  app.addHook('onClose', () => siteContent.stop());
  app.decorate('siteContent', siteContent);
});
