import { createSettingsRepository } from '#server/platform/db/settings-repository.js';
import { featureServices } from '#server/platform/feature.js';
import { type AdminSettingsService, createAdminSettingsService } from './admin-service.js';
import { type SettingsService, createSettingsService } from './service.js';
import { settingsEventMeanings } from './domain-events.js';

declare module '#server/platform/http/read-cache.js' {
  interface ReadCacheTags {
    /** The church's settings. */
    settings: true;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The church's settings, cached per instance (read on nearly every page). */
    settings: SettingsService;
    adminSettings: AdminSettingsService;
  }
}

export const settingsServices = featureServices('settings', async (app) => {
  app.domainEvents.declare(settingsEventMeanings);
  const settings = createSettingsService(createSettingsRepository(app.db.kysely), {
    bus: app.realtime.bus,
    events: app.domainEvents,
  });
  await settings.start();
  app.addHook('onClose', () => settings.stop());
  app.decorate('settings', settings);
  app.decorate('adminSettings', createAdminSettingsService(settings));
});
