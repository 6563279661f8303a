import { featureServices } from '#server/platform/feature.js';
import { createMailTransport } from '#server/platform/mail/transport.js';
import { createMailRepository } from './repository.js';
import { type MailService, createMailService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail queue: `enqueue` an email; the outbox for the panel. */
    mail: MailService;
  }
}

export const mailServices = featureServices(
  'mail',
  async (app) => {
    const mail = createMailService({
      repository: createMailRepository(app.db.kysely),
      transport: createMailTransport(app.config.mail.smtpUrl, app.config.mail.from),
      settings: app.settings,
      log: app.log,
      jobs: app.jobs,
    });
    app.decorate('mail', mail);
    // Sending starts with the app (its job) and stops before the database closes.
    app.addHook('preClose', async () => mail.stop());
  },
  ['settings'],
);
