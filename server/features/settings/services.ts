import { createSettingsRepository } from '#server/platform/db/settings-repository.js';
import { featureServices } from '#server/platform/feature.js';
import { invalidatesReads } from '#server/platform/http/read-cache.js';
import { type AdminSettingsService, createAdminSettingsService } from './admin-service.js';
import { type SettingsService, createSettingsService } from './service.js';

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
  const settings = invalidatesReads(
    createSettingsService(createSettingsRepository(app.db.kysely), app.realtime.bus),
    app.readCache,
    { update: ['settings'] },
  );
  await settings.start();
  app.addHook('onClose', () => settings.stop());
  app.decorate('settings', settings);
  app.decorate('adminSettings', createAdminSettingsService(settings));
});
