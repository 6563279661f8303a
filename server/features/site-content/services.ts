import { createSettingsRepository } from '#server/platform/db/settings-repository.js';
import { featureServices } from '#server/platform/feature.js';
import { type SiteContentService, createSiteContentService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the church says about itself on the public pages, cached per instance. */
    siteContent: SiteContentService;
  }
}

export const siteContentServices = featureServices('site-content', async (app) => {
  const siteContent = createSiteContentService(
    createSettingsRepository(app.db.kysely),
    app.realtime.bus,
  );
  await siteContent.start();
  app.addHook('onClose', () => siteContent.stop());
  app.decorate('siteContent', siteContent);
});
