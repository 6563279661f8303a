import type { Feature } from '#server/platform/feature.js';
import { adminQuickChatRoutes } from './admin-routes.js';
import { quickChatMigrations } from './migrations.js';
import { publicQuickChatRoutes } from './public-routes.js';
import { quickChatServices } from './services.js';

/** Quick chat: the bubble on every public page, answered from the panel's Live Chat view. */
export const quickChatFeature: Feature = {
  services: quickChatServices,
  publicRoutes: publicQuickChatRoutes,
  adminRoutes: adminQuickChatRoutes,
  migrations: quickChatMigrations,
};

export type { QuickChatsService } from './service.js';
