import { MESSAGES } from '#shared/messages.js';
import type { AdminInfo } from '#shared/schemas/auth.js';
import type { Config } from '#server/platform/config.js';
import type { AdminRow } from '#server/platform/db/schema.js';
import { TOTP_CODE_MESSAGES } from '#shared/schemas/two-factor.js';
import { ForbiddenError, UnauthorizedError } from '#server/platform/errors.js';
import type { CounterStore } from '#server/platform/realtime/counter-store.js';
import type { AdminsRepository } from './repository.js';
import { createLoginThrottle } from '#server/platform/auth/login-throttle.js';
import { getDecoyHash, hashPassword, verifyPassword } from '#server/platform/auth/passwords.js';
import type { SettingsService } from '#server/features/settings/index.js';
import type { AdminSessionService } from './session-service.js';
import { TwoFactorCodeError, acceptTotpCode } from './two-factor-service.js';

export const presentAdmin = (admin: AdminRow): AdminInfo => ({
  _id: admin.id,
  username: admin.username,
  displayName: admin.displayName,
  role: admin.role,
});

export const FIRST_ADMIN_DISPLAY_NAME = 'Admin';

interface Dependencies {
  admins: AdminsRepository;
  sessions: AdminSessionService;
  settings: SettingsService;
  counters: CounterStore;
  throttle: Config['loginThrottle'];
}

export function createAdminAuthService({
  admins,
  sessions,
  settings,
  counters,
  throttle,
}: Dependencies) {
  const throttled = createLoginThrottle(counters, throttle, 'login');

  return {
    async login(input: { username: string; password: string; code?: string; ip: string }) {
      await throttled.refuseWhenLocked(input.ip, input.username);
      const admin = await admins.findByUsername(input.username);
      const valid = await verifyPassword(
        input.password,
        admin?.passwordHash ?? (await getDecoyHash()),
      );
      if (!admin || !valid) {
        await throttled.recordFailure(input.ip, input.username);
        throw new UnauthorizedError(MESSAGES.login.invalidCredentials);
      }
      const { security } = await settings.get();
      if (admin.totpSecret) {
        // The password was right; the form now asks for the code (a missing code is no failure).
        if (!input.code) throw new TwoFactorCodeError(TOTP_CODE_MESSAGES.required);
        if (!(await acceptTotpCode(admins, admin, admin.totpSecret, input.code))) {
          await throttled.recordFailure(input.ip, input.username);
          throw new TwoFactorCodeError(TOTP_CODE_MESSAGES.invalid);
        }
      } else if (security.requireTwoFactor) {
        throw new ForbiddenError(TOTP_CODE_MESSAGES.notEnrolled);
      }
      await throttled.recordSuccess(input.ip, input.username);
      const { token, expiresAt } = await sessions.start(admin.id);
      return { token, admin: presentAdmin(admin), expiresAt: expiresAt.toISOString() };
    },

    /**
     * Makes sure the configured first admin exists. With ADMIN_PASSWORD set, the environment is
     * the source of truth for that admin's password, so leaving demo mode also retires the demo password.
     */
    async ensureFirstAdmin(config: Pick<Config, 'admin' | 'demoMode'>) {
      const existing = await admins.findByUsername(config.admin.username);
      if (!existing) {
        await admins.create({
          username: config.admin.username,
          // As quick-chat replies were signed before staff had names; renamed in the Staff section.
          displayName: FIRST_ADMIN_DISPLAY_NAME,
          role: 'admin',
          passwordHash: await hashPassword(config.admin.password),
        });
        return 'created' as const;
      }
      if (
        !config.demoMode &&
        !(await verifyPassword(config.admin.password, existing.passwordHash))
      ) {
        await admins.updatePasswordHash(existing.id, await hashPassword(config.admin.password));
        // Whoever signed in with the old password is signed out.
        await sessions.endAllOf(existing.id);
        return 'updated' as const;
      }
      return 'unchanged' as const;
    },
  };
}

export type AdminAuthService = ReturnType<typeof createAdminAuthService>;
