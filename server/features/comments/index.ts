import { commentsMigrations } from './migrations.js';
import type { Feature } from '#server/platform/feature.js';
import { adminCommentRoutes } from './admin-routes.js';
import { publicCommentRoutes } from './public-routes.js';
import { commentsServices } from './services.js';

/** Comments under a stream, and Comment Management. */
export const commentsFeature: Feature = {
  services: commentsServices,
  publicRoutes: publicCommentRoutes,
  adminRoutes: adminCommentRoutes,
  migrations: commentsMigrations,
};

export type { CommentsService } from './service.js';
export { commentVisibility } from './visibility.js';
export type { CommentsTable } from './schema.js';
