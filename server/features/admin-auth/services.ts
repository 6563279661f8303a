import { announceAccessChange } from '#server/platform/auth/access-events.js';
import { createSettingsRepository } from '#server/platform/db/settings-repository.js';
import { featureServices } from '#server/platform/feature.js';
import { createStaffPasswordLinksRepository } from './password-link-repository.js';
import {
  type StaffPasswordLinksService,
  createStaffPasswordLinksService,
} from './password-links.js';
import { createAdminsRepository } from './repository.js';
import {
  type AdminAuthService,
  type AppliedAdminPassword,
  createAdminAuthService,
} from './service.js';
import { createAdminSessionsRepository } from './session-repository.js';
import {
  type AdminSessionService,
  createAdminSessionService,
  systemClock,
} from './session-service.js';
import { type StaffService, createStaffService } from './staff-service.js';
import { type TwoFactorService, createTwoFactorService } from './two-factor-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    adminAuth: AdminAuthService;
    adminSessions: AdminSessionService;
    twoFactor: TwoFactorService;
    staff: StaffService;
    /** Staff invites and "Forgot password?": single-use links by email. */
    staffPasswordLinks: StaffPasswordLinksService;
  }
}

/** The settings row that remembers the ADMIN_PASSWORD last applied (as a hash). */
const APPLIED_ADMIN_PASSWORD_KEY = 'applied.adminPassword';

/**
 * Admin sign-in and sessions. Also makes sure the first admin from the environment exists, and
 * provides `authenticateAdmin`, which the guarded admin plugin calls for every admin route.
 */
export const adminAuthServices = featureServices(
  'admin-auth',
  async (app) => {
    const admins = createAdminsRepository(app.db.kysely, app.db.kind);
    const sessions = createAdminSessionService({
      sessions: createAdminSessionsRepository(app.db.kysely),
      tokens: app.tokens,
      idleTimeoutMs: async () => (await app.settings.get()).security.sessionTimeout * 60_000,
      clock: systemClock(),
      onEnded: (change) => announceAccessChange(app.realtime.bus, change),
    });
    app.decorate('adminSessions', sessions);
    const settingsRows = createSettingsRepository(app.db.kysely);
    const adminAuth = createAdminAuthService({
      admins,
      applied: {
        read: async () => {
          const value = (await settingsRows.read(APPLIED_ADMIN_PASSWORD_KEY)) as
            Partial<AppliedAdminPassword> | undefined;
          return typeof value?.username === 'string' && typeof value.passwordHash === 'string'
            ? { username: value.username, passwordHash: value.passwordHash }
            : undefined;
        },
        write: (value) => settingsRows.write(APPLIED_ADMIN_PASSWORD_KEY, value),
      },
      sessions,
      settings: app.settings,
      counters: app.realtime.counters,
      throttle: app.config.loginThrottle,
    });
    app.decorate('adminAuth', adminAuth);
    app.decorate('authenticateAdmin', (authorization, options) =>
      sessions.authenticate(authorization, options),
    );
    app.decorate('twoFactor', createTwoFactorService({ admins, settings: app.settings }));
    app.decorate(
      'staff',
      createStaffService({
        admins,
        settings: app.settings,
        onAccessChanged: (change) => announceAccessChange(app.realtime.bus, change),
      }),
    );

    const staffPasswordLinks = createStaffPasswordLinksService({
      admins,
      links: createStaffPasswordLinksRepository(app.db.kysely),
      settings: app.settings,
      mail: app.mail,
      counters: app.realtime.counters,
      siteUrl: app.config.publicSiteUrl,
      log: app.log,
      onAccessChanged: (change) => announceAccessChange(app.realtime.bus, change),
    });
    app.decorate('staffPasswordLinks', staffPasswordLinks);
    app.addHook('onReady', async () => staffPasswordLinks.queue.start());
    app.addHook('preClose', async () => staffPasswordLinks.queue.stop());

    const { config } = app;
    const firstAdmin = await adminAuth.ensureFirstAdmin(config);
    if (config.demoMode) {
      app.log.warn(
        `Demo mode: no ADMIN_PASSWORD is set, so the admin "${config.admin.username}" signs in with the documented demo password and the sign-in form is prefilled. Set ADMIN_PASSWORD before going live.`,
      );
    } else if (firstAdmin === 'absent') {
      app.log.warn(
        `Admin "${config.admin.username}" was deleted in the panel and other admins remain, so ADMIN_PASSWORD does not bring it back.`,
      );
    } else if (firstAdmin !== 'unchanged') {
      app.log.info(`Admin "${config.admin.username}" ${firstAdmin} from ADMIN_PASSWORD.`);
    }
  },
  ['settings', 'mail'],
);
