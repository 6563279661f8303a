import { z } from 'zod';

/** Two-factor sign-in for admins: a TOTP code from an authenticator app (RFC 6238, 6 digits). */

export const TOTP_CODE_MESSAGES = {
  required: 'Enter the 6-digit code from your authenticator app',
  invalid: 'That code is not right. Check your authenticator app and try again.',
  format: 'The code is 6 digits',
  notEnrolled:
    'Two-factor sign-in is required, but this account has not set it up. Ask the church’s administrator to turn the requirement off, then set it up under Settings > Security.',
  alreadyOn: 'Two-factor sign-in is already on for this account',
  notStarted: 'Start the set-up again: scan a new QR code',
  stillRequired: 'Two-factor sign-in is required for every admin. Turn the requirement off first.',
  enrolFirst: 'Set up two-factor sign-in for your own account first, so you can still sign in',
} as const;

export const totpCodeSchema = z
  .string({ error: TOTP_CODE_MESSAGES.required })
  .trim()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: TOTP_CODE_MESSAGES.required })
      .regex(/^\d{6}$/, { error: TOTP_CODE_MESSAGES.format }),
  );

export const twoFactorStatusSchema = z.object({
  /** This admin signs in with a code. */
  enabled: z.boolean(),
  /** The Security settings require a code of every admin. */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorSetupResponseSchema = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code image (a data: URL). */
  qrCode: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>;

export const twoFactorCodeBodySchema = z.object({ code: totpCodeSchema });
export type TwoFactorCodeBody = z.infer<typeof twoFactorCodeBodySchema>;
