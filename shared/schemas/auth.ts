import { z } from 'zod';
import { MESSAGES } from '#shared/messages.js';
import { requiredText } from './common.js';

export const adminLoginBodySchema = z.object({
  username: requiredText(MESSAGES.login.usernameRequired, 100),
  // Not trimmed: spaces may be part of a password.
  password: z
    .string({ error: MESSAGES.login.passwordRequired })
    .min(1, { error: MESSAGES.login.passwordRequired })
    .max(200, { error: 'Must be at most 200 characters' }),
  /** The authenticator app's code, for an admin with two-factor sign-in on. */
  code: z.string().trim().max(12, { error: 'The code is 6 digits' }).optional(),
});
export type AdminLoginBody = z.infer<typeof adminLoginBodySchema>;

/** `admin` may do everything; `moderator` the dashboard, moderation, testimonies, contacts and quick chats. */
export const STAFF_ROLES = ['admin', 'moderator'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const adminInfoSchema = z.object({
  _id: z.string(),
  username: z.string(),
  displayName: z.string(),
  role: staffRoleSchema,
});
export type AdminInfo = z.infer<typeof adminInfoSchema>;

export const adminLoginResponseSchema = z.object({
  token: z.string(),
  admin: adminInfoSchema,
  expiresAt: z.string(),
});
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;

export const adminSessionResponseSchema = z.object({
  admin: adminInfoSchema,
  expiresAt: z.string(),
});
export type AdminSessionResponse = z.infer<typeof adminSessionResponseSchema>;
