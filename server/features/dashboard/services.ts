import { featureServices } from '#server/platform/feature.js';
import { createDashboardRepository } from './repository.js';
import { type DashboardService, createDashboardService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The dashboard's figures and recent activity, and Analytics. */
    dashboard: DashboardService;
  }
}

export const dashboardServices = featureServices(
  'dashboard',
  async (app) => {
    app.decorate(
      'dashboard',
      createDashboardService(
        createDashboardRepository(app.db.kysely),
        app.prayerRequests,
        app.followUps,
      ),
    );
  },
  ['prayer-requests', 'follow-ups'],
);
