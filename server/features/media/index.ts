import type { Feature } from '#server/platform/feature.js';
import { adminUploadRoutes } from './admin-routes.js';
import { uploadedFileRoutes } from './public-routes.js';

/** Uploaded images and videos: kept under DATA_DIR/uploads and served from /uploads/. */
export const mediaFeature: Feature = {
  publicRoutes: uploadedFileRoutes,
  adminRoutes: adminUploadRoutes,
};

export { releaseUnusedUploads } from './media-store.js';
