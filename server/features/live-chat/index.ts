import { liveChatMigrations } from './migrations.js';
import type { Feature } from '#server/platform/feature.js';
import { publicLiveChatRoutes } from './public-routes.js';
import { adminLiveChatRoutes } from './admin-routes.js';
import { liveChatServices } from './services.js';

/** Live chat under a stream: the Live Chat and Prayer Requests tabs of /LiveStream. */
export const liveChatFeature: Feature = {
  services: liveChatServices,
  publicRoutes: publicLiveChatRoutes,
  adminRoutes: adminLiveChatRoutes,
  migrations: liveChatMigrations,
};

export type { LiveChatService } from './service.js';
