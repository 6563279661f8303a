import type { Feature } from '#server/platform/feature.js';
import { adminStreamRoutes } from './admin-routes.js';
import { streamsMigrations } from './migrations.js';
import { publicStreamRoutes } from './public-routes.js';
import { streamsServices } from './services.js';

/** Streams: the platform picker and player's data, reactions, views, Stream Management. */
export const streamsFeature: Feature = {
  services: streamsServices,
  publicRoutes: publicStreamRoutes,
  adminRoutes: adminStreamRoutes,
  migrations: streamsMigrations,
};

export { presentAdminStream } from './admin-presenter.js';
export { type LiveViewer, liveViewerOf, viewerKey } from './viewer-key.js';
export type { StreamsService } from './service.js';
export type { StreamRow } from './repository.js';
export { presentPublicStream } from './presenter.js';
export { presentChatRoom } from './presenter.js';
export type { AdminStreamsService } from './admin-service.js';
