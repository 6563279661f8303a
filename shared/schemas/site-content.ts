import { z } from 'zod';
import { mediaUrlSchema } from './media.js';
import { TEXT_LIMITS } from '#shared/limits.js';
import { MESSAGES } from '#shared/messages.js';
import { optionalText, requiredText } from './common.js';
import { requiredEmailSchema, requiredNameSchema } from './fields.js';
import { TESTIMONY_WALL_PAGE_SIZE } from '../default-site-content.js';

export { DEFAULT_SITE_CONTENT, TESTIMONY_WALL_PAGE_SIZE } from '../default-site-content.js';

/**
 * What the church writes about itself on the public pages (the spec leaves them
 * open): the welcome, service times, ministries, programmes, giving and directions. Stored as one
 * document, edited from the admin panel's Site Content section, with the demo church as defaults.
 */

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` });
const required = (max: number) => requiredText(MESSAGES.errors.required, max);
const link = z
  .url({ protocol: /^https?$/, error: 'Enter a full web address (https://...)' })
  .max(500)
  .or(z.literal(''));

export const serviceTimeSchema = z.object({
  name: required(80),
  day: required(40),
  time: required(40),
});
export type ServiceTime = z.infer<typeof serviceTimeSchema>;

export const ministrySchema = z.object({
  tagline: required(120),
  description: required(2000),
  audience: text(200),
  leader: text(100),
  leaderRole: text(100),
  meets: text(200),
  /** An uploaded picture or a web address. */
  imageUrl: mediaUrlSchema(500),
});
export type Ministry = z.infer<typeof ministrySchema>;

export const MINISTRY_IDS = ['foundationSchool', 'children', 'teens'] as const;
export type MinistryId = (typeof MINISTRY_IDS)[number];

export const PROGRAMME_FREQUENCIES = ['weekly', 'monthly'] as const;
export const programmeSchema = z.object({
  title: required(100),
  frequency: z.enum(PROGRAMME_FREQUENCIES, { error: 'Choose weekly or monthly' }),
  day: required(60),
  time: required(40),
  place: text(120),
  description: text(500),
});
export type Programme = z.infer<typeof programmeSchema>;

export const bankAccountSchema = z.object({
  bankName: required(100),
  accountName: required(120),
  accountNumber: required(40),
  note: text(120),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const givingLinkSchema = z.object({
  label: required(80),
  url: z.url({ protocol: /^https?$/, error: 'Enter a full web address (https://...)' }).max(500),
});

export const siteContentSchema = z.object({
  home: z.object({
    welcomeTitle: required(120),
    welcomeLine: required(400),
  }),
  serviceTimes: z.array(serviceTimeSchema).max(12, { error: 'At most 12 service times' }),
  ministries: z.object({
    foundationSchool: ministrySchema,
    children: ministrySchema,
    teens: ministrySchema,
  }),
  programmes: z.array(programmeSchema).max(40, { error: 'At most 40 programmes' }),
  giving: z.object({
    intro: required(600),
    scripture: required(400),
    scriptureReference: required(60),
    bankAccounts: z.array(bankAccountSchema).max(10, { error: 'At most 10 accounts' }),
    onlineLinks: z.array(givingLinkSchema).max(10, { error: 'At most 10 links' }),
    thanks: required(300),
  }),
  visit: z.object({
    directionsUrl: link,
    landmark: text(200),
  }),
});
export type SiteContent = z.infer<typeof siteContentSchema>;

export const siteContentResponseSchema = z.object({ content: siteContentSchema });
export type SiteContentResponse = z.infer<typeof siteContentResponseSchema>;

/** An approved testimony on the public wall: the sender's email never leaves the church. */
export const publicTestimonySchema = z.object({
  _id: z.string(),
  name: z.string(),
  title: z.string(),
  testimony: z.string(),
  createdAt: z.string(),
});
export type PublicTestimony = z.infer<typeof publicTestimonySchema>;

export const testimonyWallQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Must be a whole number from 1' })
    .int()
    .min(1)
    .max(10_000)
    .default(1),
  limit: z.coerce
    .number({ error: 'Must be a whole number from 1 to 50' })
    .int()
    .min(1)
    .max(50)
    .default(TESTIMONY_WALL_PAGE_SIZE),
});

export const testimonyWallResponseSchema = z.object({
  testimonies: z.array(publicTestimonySchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type TestimonyWallResponse = z.infer<typeof testimonyWallResponseSchema>;

/** The contact subject under which Foundation School sign-ups reach Contact Management. */
export const FOUNDATION_SCHOOL_SUBJECT = 'Foundation School';

export const foundationSchoolSignupSchema = z.object({
  name: requiredNameSchema,
  email: requiredEmailSchema,
  phone: requiredText(MESSAGES.registration.phoneRequired, TEXT_LIMITS.phone),
  note: optionalText(TEXT_LIMITS.expectations),
});
export type FoundationSchoolSignup = z.infer<typeof foundationSchoolSignupSchema>;
