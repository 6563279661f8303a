import { z } from 'zod';
import { TEXT_LIMITS } from '#shared/limits.js';
import { MESSAGES } from '#shared/messages.js';
import { requiredText } from './common.js';
import { requiredEmailSchema, requiredNameSchema } from './fields.js';
import { memberSchema } from './members.js';
import { memberPrayerRequestSchema } from './prayer-requests.js';

/** A signed-in member's own page (`/account`): their profile, posts and emails. */

export const ACCOUNT_MESSAGES = {
  emailSent: 'We sent a link to your new address. Your email changes when you open it.',
  emailSame: 'This is already your email address',
  emailConfirmed: 'Your email address has been changed.',
  emailLinkInvalid: 'This link has expired or was already used. Change your email again.',
  passwordWrong: 'This is not your password',
  passwordRequired: 'Please enter your password',
  deleted: 'Your account has been deleted.',
  signedOutEverywhere: 'You are signed out on every other device.',
} as const;

/** `GET/PUT /api/user/account`. */
export const accountSchema = z.object({
  user: memberSchema,
  /** Whether the member's address receives an email when a service goes live. */
  goLiveEmails: z.boolean(),
  /** Whether a new prayer request asks, by default, to be emailed when it is answered (off). */
  notifyPrayerAnswered: z.boolean(),
  /** A new address waiting for its emailed link, if any. */
  pendingEmail: z.string().nullable(),
});
export type Account = z.infer<typeof accountSchema>;

/** What the member may change; a new email is confirmed by a link sent to it. */
export const accountUpdateSchema = z.object({
  name: requiredNameSchema.optional(),
  phone: requiredText(MESSAGES.registration.phoneRequired, TEXT_LIMITS.phone).optional(),
  location: requiredText(MESSAGES.registration.locationRequired, TEXT_LIMITS.location).optional(),
  goLiveEmails: z.boolean().optional(),
  email: requiredEmailSchema.optional(),
});
export type AccountUpdate = z.infer<typeof accountUpdateSchema>;

const linkTokenSchema = z
  .string({ error: 'The link is incomplete' })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'The link is incomplete' });

export const accountEmailConfirmSchema = z.object({ token: linkTokenSchema });
export type AccountEmailConfirm = z.infer<typeof accountEmailConfirmSchema>;

export const accountPrayerRequestsSchema = z.object({
  prayerRequests: z.array(memberPrayerRequestSchema),
});
export type AccountPrayerRequests = z.infer<typeof accountPrayerRequestsSchema>;

/** A conversation the member started signed in; its id opens it in the Quick Chat panel. */
export const accountQuickChatSchema = z.object({
  _id: z.string(),
  startedAt: z.string(),
  lastMessage: z
    .object({ message: z.string(), fromChurch: z.boolean(), createdAt: z.string() })
    .nullable(),
  /** The church's replies after the member last read the conversation. */
  unreadReplies: z.number().int().min(0),
});
export type AccountQuickChat = z.infer<typeof accountQuickChatSchema>;

export const accountQuickChatsSchema = z.object({ quickChats: z.array(accountQuickChatSchema) });
export type AccountQuickChats = z.infer<typeof accountQuickChatsSchema>;

/** A fresh token for this browser: every other one is over. */
export const accountSignOutEverywhereSchema = z.object({ token: z.string(), message: z.string() });

export const ACCOUNT_POST_CHOICES = ['keep', 'erase'] as const;
export type AccountPostChoice = (typeof ACCOUNT_POST_CHOICES)[number];

export const accountDeleteSchema = z.object({
  password: z
    .string({ error: ACCOUNT_MESSAGES.passwordRequired })
    .min(1, { error: ACCOUNT_MESSAGES.passwordRequired })
    .max(TEXT_LIMITS.password),
  /** keep: their posts stay as a guest's (first name, no address); erase: deleted with them. */
  posts: z.enum(ACCOUNT_POST_CHOICES, { error: 'Choose whether to keep or erase your posts' }),
});
export type AccountDelete = z.infer<typeof accountDeleteSchema>;
