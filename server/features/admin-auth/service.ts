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

/**
 * What start-up last applied from ADMIN_USERNAME and ADMIN_PASSWORD: the username and a salted
 * scrypt hash of the password, never the password itself.
 */
export interface AppliedAdminPassword {
  username: string;
  passwordHash: string;
}

interface Dependencies {
  admins: AdminsRepository;
  /** Where the last applied ADMIN_PASSWORD's hash is kept (a row of the settings table). */
  applied: {
    read(): Promise<AppliedAdminPassword | undefined>;
    write(value: AppliedAdminPassword): Promise<void>;
  };
  sessions: AdminSessionService;
  settings: SettingsService;
  counters: CounterStore;
  throttle: Config['loginThrottle'];
}

export function createAdminAuthService({
  admins,
  applied,
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
     * The first admin from the environment, applied so that it never undoes the panel: the
     * password is set from ADMIN_PASSWORD only when the variable differs from the one last
     * applied (so a password changed in the panel survives a restart, and leaving demo mode or
     * choosing a new value still takes effect and signs that admin out), and the account is
     * created only when no admin is left (so one deleted in the panel stays deleted while other
     * admins remain). Start-up never changes a role.
     */
    async ensureFirstAdmin(
      config: Pick<Config, 'admin' | 'demoMode'>,
    ): Promise<'created' | 'updated' | 'unchanged' | 'absent'> {
      const { username, password } = config.admin;
      const last = config.demoMode ? undefined : await applied.read();
      const changed =
        !config.demoMode &&
        !(last?.username === username && (await verifyPassword(password, last.passwordHash)));
      const existing = await admins.findByUsername(username);
      let outcome: 'created' | 'updated' | 'unchanged' | 'absent' = 'unchanged';
      if (!existing) {
        if ((await admins.countAdmins()) > 0) outcome = 'absent';
        else {
          await admins.create({
            username,
            // As quick-chat replies were signed before staff had names; renamed in the Staff section.
            displayName: FIRST_ADMIN_DISPLAY_NAME,
            role: 'admin',
            passwordHash: await hashPassword(password),
          });
          outcome = 'created';
        }
      } else if (changed && !(await verifyPassword(password, existing.passwordHash))) {
        await admins.updatePasswordHash(existing.id, await hashPassword(password));
        // Whoever signed in with the old password is signed out.
        await sessions.endAllOf(existing.id);
        outcome = 'updated';
      }
      if (changed) await applied.write({ username, passwordHash: await hashPassword(password) });
      return outcome;
    },
  };
}

export type AdminAuthService = ReturnType<typeof createAdminAuthService>;
