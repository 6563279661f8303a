import { z } from 'zod';
import { TEXT_LIMITS } from '../limits.js';
import { adminListQuerySchema, pageInfoSchema } from './admin-list.js';
import { requiredEmailSchema, requiredNameSchema } from './fields.js';

export const USER_STATUS_FILTERS = ['all', 'active', 'blocked'] as const;
export type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number];

export const ADMIN_USER_MESSAGES = {
  blockedRequired: 'isBlocked must be true or false',
  notFound: 'User not found',
} as const;

/** A member as the admin sees them (spec section 3, User (admin)); never the password. */
export const adminUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  isBlocked: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersQuerySchema = adminListQuerySchema.extend({
  status: z.enum(USER_STATUS_FILTERS).default('all'),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUsersResponseSchema = pageInfoSchema.extend({ users: z.array(adminUserSchema) });
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

export const adminUserResponseSchema = z.object({ user: adminUserSchema });

const optionalField = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .optional();

/** POST /api/admin/user and PUT /api/admin/user/{id}: name and email required (spec section 5). */
export const adminUserBodySchema = z.object({
  name: requiredNameSchema,
  email: requiredEmailSchema,
  phone: optionalField(TEXT_LIMITS.phone),
  location: optionalField(TEXT_LIMITS.location),
  isBlocked: z.boolean().optional(),
  /**
   * Beyond the spec: a first password for a member the admin adds (checked against the Security
   * settings' minimum). Without one the member cannot sign in until they register again.
   */
  password: z
    .string()
    .max(TEXT_LIMITS.password, { error: `Must be at most ${TEXT_LIMITS.password} characters` })
    .optional(),
});
export type AdminUserBody = z.infer<typeof adminUserBodySchema>;

export const adminUserBlockBodySchema = z.object({
  isBlocked: z.boolean({ error: ADMIN_USER_MESSAGES.blockedRequired }),
});
export type AdminUserBlockBody = z.infer<typeof adminUserBlockBodySchema>;
