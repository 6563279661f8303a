import { featureServices } from '#server/platform/feature.js';
import { createTestimoniesRepository } from './repository.js';
import { type TestimoniesService, createTestimoniesService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    testimonies: TestimoniesService;
  }
}

export const testimoniesServices = featureServices(
  'testimonies',
  async (app) => {
    app.decorate(
      'testimonies',
      createTestimoniesService({
        testimonies: createTestimoniesRepository(app.db.kysely),
        members: app.members,
      }),
    );
  },
  ['members'],
);
