import { featureServices } from '#server/platform/feature.js';
import { createStaffMarksRepository } from './staff-marks-repository.js';
import {
  type StaffNotificationsService,
  createStaffNotificationsService,
} from './staff-notifications-service.js';
import { createStreamAlertsRepository } from './stream-alerts-repository.js';
import { type StreamAlertsService, createStreamAlertsService } from './stream-alerts-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Emails when a stream goes live: subscriptions and sending. */
    streamAlerts: StreamAlertsService;
    /** Emails to staff about new members and posts waiting for review. */
    staffNotifications: StaffNotificationsService;
  }
}

/**
 * How often one instance looks for scheduled times that have come, and for staff news whose
 * quiet interval has ended (events trigger the same checks at once).
 */
const CHECK_INTERVAL_MS = 30_000;
/** Once an hour, addresses whose confirm link ran out unused are forgotten. */
const PURGE_INTERVAL_MS = 3_600_000;

export const notificationsServices = featureServices(
  'notifications',
  async (app) => {
    const streamAlerts = createStreamAlertsService({
      repository: createStreamAlertsRepository(app.db.kysely),
      streams: app.streams,
      settings: app.settings,
      mail: app.mail,
      counters: app.realtime.counters,
      siteUrl: app.config.publicSiteUrl,
      log: app.log,
    });
    const staffNotifications = createStaffNotificationsService({
      marks: createStaffMarksRepository(app.db.kysely),
      staff: app.staff,
      members: app.members,
      comments: app.comments,
      liveChat: app.liveChat,
      settings: app.settings,
      mail: app.mail,
      siteUrl: app.config.publicSiteUrl,
      log: app.log,
    });
    app.decorate('streamAlerts', streamAlerts);
    // The panel's confirmation says what going live did: the route waits for the decision (the
    // emails themselves are queued); a failure leaves the stream live and the answer without it.
    app.adminStreams.announceGoingLiveWith((stream) =>
      streamAlerts.announce(stream).catch((error: unknown) => {
        app.log.error({ err: error }, 'stream alerts not sent');
        return undefined;
      }),
    );
    app.decorate('staffNotifications', staffNotifications);

    const every = (name: string, intervalMs: number, task: () => Promise<unknown>) =>
      app.jobs.every({ name, instances: 'one', intervalMs, task });
    const streams = every('stream-alerts', CHECK_INTERVAL_MS, streamAlerts.checkGoingLive);
    const members = every(
      'new-member-emails',
      CHECK_INTERVAL_MS,
      staffNotifications.checkNewMembers,
    );
    const moderation = every(
      'moderation-emails',
      CHECK_INTERVAL_MS,
      staffNotifications.checkModeration,
    );
    every('unconfirmed-stream-alert-addresses', PURGE_INTERVAL_MS, streamAlerts.purgeUnconfirmed);
    // An event runs the check on the instance that heard it, whoever runs the timed ones.
    const checkStreams = () => void streams.runNow();
    const checkMembers = () => void members.runNow();
    const checkModeration = () => void moderation.runNow();

    const undo: (() => unknown)[] = [];
    app.addHook('onReady', async () => {
      streamAlerts.queue.start();
      await staffNotifications.start();
      // A stream set live anywhere changes the active list, and a held post tells moderators:
      // every instance hears these and checks; the claims in the database let one send.
      undo.push(await app.realtime.bus.subscribe('live.streams', checkStreams));
      undo.push(await app.realtime.bus.subscribe('live.moderation', checkModeration));
      undo.push(app.members.whenRegistered(checkMembers));
    });
    app.addHook('preClose', async () => {
      await streamAlerts.queue.stop();
      await Promise.all(undo.map((stop) => stop()));
    });
  },
  ['settings', 'mail', 'streams', 'admin-auth', 'members', 'comments', 'live-chat'],
);
