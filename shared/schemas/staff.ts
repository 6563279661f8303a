import { z } from 'zod';
import { TEXT_LIMITS } from '#shared/limits.js';
import { STAFF_MESSAGES } from '#shared/staff-messages.js';
import { STAFF_ROLES, staffRoleSchema } from './auth.js';
import { optionalEmailSchema, requiredEmailSchema } from './fields.js';

/** As long as the sign-in form accepts. */
export const STAFF_USERNAME_MAX = 100;
export const STAFF_DISPLAY_NAME_MAX = TEXT_LIMITS.name;
/** Staff passwords are never shorter than this, whatever the Security settings' minimum. */
export const STAFF_PASSWORD_MIN = 8;

/** A staff account as admins see it in the Staff section: never the password or the secret. */
export const staffMemberSchema = z.object({
  _id: z.string(),
  username: z.string(),
  displayName: z.string(),
  role: staffRoleSchema,
  twoFactorEnabled: z.boolean(),
  /** Where their notification emails go ('' for none), and which they want. */
  email: z.string(),
  notifyNewMembers: z.boolean(),
  notifyModeration: z.boolean(),
  /** Invited and not yet signed up: no password of theirs exists yet. */
  invited: z.boolean(),
  createdAt: z.string(),
});
export type StaffMemberInfo = z.infer<typeof staffMemberSchema>;

export const staffListResponseSchema = z.object({ staff: z.array(staffMemberSchema) });
export const staffMemberResponseSchema = z.object({ staff: staffMemberSchema });

/**
 * POST /api/admin/staff and PUT /api/admin/staff/{id}. `password` is required to add someone;
 * on an edit, a password resets theirs (and signs them out everywhere), none keeps it.
 */
export const staffBodySchema = z.object({
  username: z
    .string({ error: STAFF_MESSAGES.usernameRequired })
    .trim()
    .min(1, { error: STAFF_MESSAGES.usernameRequired })
    .max(STAFF_USERNAME_MAX, { error: `Must be at most ${STAFF_USERNAME_MAX} characters` }),
  displayName: z
    .string({ error: STAFF_MESSAGES.displayNameRequired })
    .trim()
    .min(1, { error: STAFF_MESSAGES.displayNameRequired })
    .max(STAFF_DISPLAY_NAME_MAX, { error: `Must be at most ${STAFF_DISPLAY_NAME_MAX} characters` }),
  // Not trimmed: spaces may be part of a password. The minimum is checked by the server.
  password: z
    .string()
    .max(TEXT_LIMITS.password, { error: `Must be at most ${TEXT_LIMITS.password} characters` })
    .optional(),
  role: z.enum(STAFF_ROLES, { error: STAFF_MESSAGES.roleInvalid }),
  /** Left out on an edit: kept as they are. */
  ...staffNotificationFields(),
});
export type StaffBody = z.infer<typeof staffBodySchema>;

function staffNotificationFields() {
  return {
    email: optionalEmailSchema,
    notifyNewMembers: z.boolean({ error: 'Must be true or false' }).optional(),
    notifyModeration: z.boolean({ error: 'Must be true or false' }).optional(),
  };
}

/**
 * GET and PUT /api/admin/account/notifications: the signed-in staff member's own notification
 * emails (My Account). New-member emails reach admins only.
 */
export const staffNotificationsSchema = z.object({
  email: z.string(),
  notifyNewMembers: z.boolean(),
  notifyModeration: z.boolean(),
});
export type StaffNotifications = z.infer<typeof staffNotificationsSchema>;
export const staffNotificationsBodySchema = z.object(staffNotificationFields());
export type StaffNotificationsBody = z.infer<typeof staffNotificationsBodySchema>;
export const staffNotificationsResponseSchema = z.object({
  notifications: staffNotificationsSchema,
});

/**
 * POST /api/admin/staff/invites: a name, an address and a role; the person chooses their own
 * password by the emailed link. They sign in with `username`, or the address when none is given.
 */
export const staffInviteBodySchema = z.object({
  displayName: staffBodySchema.shape.displayName,
  email: requiredEmailSchema,
  role: staffBodySchema.shape.role,
  username: staffBodySchema.shape.username.optional(),
});
export type StaffInviteBody = z.infer<typeof staffInviteBodySchema>;

/** "Forgot password?" on the sign-in page: the address the account's emails go to. */
export const staffPasswordResetBodySchema = z.object({ email: requiredEmailSchema });

/** Choosing a password by an invite or reset link (its minimum is checked by the server). */
export const staffPasswordLinkConfirmSchema = z.object({
  token: z
    .string({ error: 'The link is incomplete' })
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'The link is incomplete' }),
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(TEXT_LIMITS.password, { error: `Must be at most ${TEXT_LIMITS.password} characters` }),
});
export type StaffPasswordLinkConfirm = z.infer<typeof staffPasswordLinkConfirmSchema>;
export const staffPasswordLinkResponseSchema = z.object({
  message: z.string(),
  username: z.string(),
});
