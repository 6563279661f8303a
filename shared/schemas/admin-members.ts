import { z } from 'zod';
import { TEXT_LIMITS } from '#shared/limits.js';
import { adminListQuerySchema, pageInfoSchema } from './admin-list.js';
import { requiredEmailSchema, requiredNameSchema } from './fields.js';

export const MEMBER_STATUS_FILTERS = ['all', 'active', 'blocked'] as const;
export type MemberStatusFilter = (typeof MEMBER_STATUS_FILTERS)[number];

export const ADMIN_MEMBER_MESSAGES = {
  blockedRequired: 'isBlocked must be true or false',
  notFound: 'User not found',
} as const;

/** A member as the admin sees them, with what only staff see; never the password. */
export const adminMemberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  isBlocked: z.boolean(),
  createdAt: z.string(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

export const adminMembersQuerySchema = adminListQuerySchema.extend({
  status: z.enum(MEMBER_STATUS_FILTERS).default('all'),
});
export type AdminMembersQuery = z.infer<typeof adminMembersQuerySchema>;

export const adminMembersResponseSchema = pageInfoSchema.extend({
  users: z.array(adminMemberSchema),
});
export type AdminMembersResponse = z.infer<typeof adminMembersResponseSchema>;

export const adminMemberResponseSchema = z.object({ user: adminMemberSchema });
export type AdminMemberResponse = z.infer<typeof adminMemberResponseSchema>;

const optionalField = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .optional();

/** POST /api/admin/user and PUT /api/admin/user/{id}: name and email required. */
export const adminMemberBodySchema = z.object({
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
export type AdminMemberBody = z.infer<typeof adminMemberBodySchema>;

export const adminMemberBlockBodySchema = z.object({
  isBlocked: z.boolean({ error: ADMIN_MEMBER_MESSAGES.blockedRequired }),
});
export type AdminMemberBlockBody = z.infer<typeof adminMemberBlockBodySchema>;
