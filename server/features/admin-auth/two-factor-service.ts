import { ERROR_CODES } from '#shared/error-codes.js';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { TOTP_CODE_MESSAGES } from '#shared/schemas/two-factor.js';
import type { AdminRow } from '#server/platform/db/schema.js';
import { AppError, ConflictError, ValidationError } from '#server/platform/errors.js';
import type { AdminsRepository } from './repository.js';
import type { SettingsService } from '#server/features/settings/index.js';

const PERIOD_SECONDS = 30;
/** One step either side, for a phone clock a little off. */
const WINDOW_STEPS = 1;

function totpFor(secret: string, label: string, issuer: string) {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The time step a code belongs to, or undefined when it matches none near now. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totpFor(secret, 'admin', 'Lampstand').validate({
    token: code,
    timestamp: now,
    window: WINDOW_STEPS,
  });
  if (delta === null) return undefined;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** A 401 that tells the sign-in form to ask for (or re-ask for) the code. */
export class TwoFactorCodeError extends AppError {
  constructor(message: string) {
    super(401, ERROR_CODES.twoFactorCode, message, { code: message });
  }
}

/** Accepts a code once: it must match the secret and be newer than the last accepted one. */
export async function acceptTotpCode(
  admins: AdminsRepository,
  admin: AdminRow,
  secret: string,
  code: string,
): Promise<boolean> {
  const step = matchingStep(secret, code.replace(/\s+/g, ''));
  if (step === undefined) return false;
  return admins.claimTotpStep(admin.id, step);
}

export function createTwoFactorService(deps: {
  admins: AdminsRepository;
  settings: SettingsService;
}) {
  const { admins, settings } = deps;

  return {
    async status(admin: AdminRow) {
      const { security } = await settings.get();
      return { enabled: Boolean(admin.totpSecret), required: security.requireTwoFactor };
    },

    /** A new secret for the admin's authenticator app, waiting for its first code. */
    async startSetup(admin: AdminRow) {
      if (admin.totpSecret) throw new ConflictError(TOTP_CODE_MESSAGES.alreadyOn);
      const secret = new Secret({ size: 20 }).base32;
      const { general } = await settings.get();
      const otpauthUrl = totpFor(secret, admin.username, general.siteName).toString();
      await admins.setPendingTotpSecret(admin.id, secret);
      const qrCode = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 });
      return { secret, otpauthUrl, qrCode };
    },

    /** Turns two-factor sign-in on once the app shows a code that matches the new secret. */
    async confirmSetup(admin: AdminRow, code: string) {
      if (admin.totpSecret) throw new ConflictError(TOTP_CODE_MESSAGES.alreadyOn);
      const pending = admin.totpPendingSecret;
      if (!pending) {
        throw new ValidationError(TOTP_CODE_MESSAGES.notStarted, {
          code: TOTP_CODE_MESSAGES.notStarted,
        });
      }
      const step = matchingStep(pending, code);
      if (step === undefined) {
        throw new ValidationError(TOTP_CODE_MESSAGES.invalid, { code: TOTP_CODE_MESSAGES.invalid });
      }
      await admins.setTotpSecret(admin.id, pending, step);
      return this.status({ ...admin, totpSecret: pending });
    },

    /** Turns it off, with a current code, unless the settings require it. */
    async disable(admin: AdminRow, code: string) {
      const { security } = await settings.get();
      if (security.requireTwoFactor) throw new ConflictError(TOTP_CODE_MESSAGES.stillRequired);
      if (!admin.totpSecret) return this.status(admin);
      if (!(await acceptTotpCode(admins, admin, admin.totpSecret, code))) {
        throw new ValidationError(TOTP_CODE_MESSAGES.invalid, { code: TOTP_CODE_MESSAGES.invalid });
      }
      await admins.setTotpSecret(admin.id, null, null);
      return this.status({ ...admin, totpSecret: null });
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
