import { z } from 'zod';
import { API_MESSAGES } from '#shared/api-messages.js';
import { AUDIENCE_SIZES } from '#shared/constants.js';
import { TEXT_LIMITS } from '#shared/limits.js';
import { MESSAGES } from '#shared/messages.js';
import { optionalText, requiredText } from './common.js';
import { requiredEmailSchema, requiredNameSchema } from './fields.js';

type AudienceSize = (typeof AUDIENCE_SIZES)[number]['value'];
const AUDIENCE_SIZE_VALUES = AUDIENCE_SIZES.map((size) => size.value) as [
  AudienceSize,
  ...AudienceSize[],
];

// Not trimmed: spaces may be part of a password. The minimum length is a setting, checked by the server.
const passwordSchema = z
  .string({ error: MESSAGES.registration.passwordRequired })
  .min(1, { error: MESSAGES.registration.passwordRequired })
  .max(TEXT_LIMITS.password, { error: `Must be at most ${TEXT_LIMITS.password} characters` });

/** The registration payload, with the texts the form shows as they are. */
export const registerBodySchema = z.object({
  name: requiredNameSchema,
  email: requiredEmailSchema,
  phone: requiredText(MESSAGES.registration.phoneRequired, TEXT_LIMITS.phone),
  location: requiredText(MESSAGES.registration.locationRequired, TEXT_LIMITS.location),
  password: passwordSchema,
  /** '1' (just me) when left out. */
  audienceSize: z
    .enum(AUDIENCE_SIZE_VALUES, { error: API_MESSAGES.fields.audienceSizeInvalid })
    .optional(),
  expectations: optionalText(TEXT_LIMITS.expectations),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const memberLoginBodySchema = z.object({
  email: requiredEmailSchema,
  password: passwordSchema,
});
export type MemberLoginBody = z.infer<typeof memberLoginBodySchema>;

/** Beyond the spec: "Forgot password?" asks for a link by email. */
export const passwordResetRequestSchema = z.object({ email: requiredEmailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The link's token and the new password (its minimum is a setting, checked by the server). */
export const passwordResetConfirmSchema = z.object({
  token: z
    .string({ error: 'The link is incomplete' })
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'The link is incomplete' }),
  password: passwordSchema,
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/** A member as they see themselves: never the password. */
export const memberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  audienceSize: z.string(),
  expectations: z.string(),
  isBlocked: z.boolean(),
  createdAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

export const memberAuthResponseSchema = z.object({ user: memberSchema, token: z.string() });
export type MemberAuthResponse = z.infer<typeof memberAuthResponseSchema>;
