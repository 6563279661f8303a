import type { Feature } from '#server/platform/feature.js';
import { adminUploadRoutes } from './admin-routes.js';
import { uploadedFileRoutes } from './public-routes.js';

/** Uploaded images, videos and sermon audio: kept under DATA_DIR/uploads and served from /uploads/. */
export const mediaFeature: Feature = {
  publicRoutes: uploadedFileRoutes,
  adminRoutes: adminUploadRoutes,
};

export { releaseUnusedUploads } from './media-store.js';
export { readAudioSeconds } from './audio-duration.js';
