import { featureServices } from '#server/platform/feature.js';
import { createContactsRepository } from './repository.js';
import { type ContactsService, createContactsService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    contacts: ContactsService;
  }
}

export const contactsServices = featureServices(
  'contacts',
  async (app) => {
    app.decorate(
      'contacts',
      createContactsService({
        contacts: createContactsRepository(app.db.kysely),
        members: app.members,
        mail: app.mail,
        prayerRequests: app.prayerRequests,
      }),
    );
  },
  ['members', 'mail', 'prayer-requests'],
);
