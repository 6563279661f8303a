import { z } from 'zod';
import { mediaUrlSchema } from './media.js';
import { TEXT_LIMITS } from '#shared/limits.js';
import { MESSAGES } from '#shared/messages.js';
import { optionalText, requiredText } from './common.js';
import { requiredEmailSchema, requiredNameSchema } from './fields.js';

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

export const DEFAULT_SITE_CONTENT: SiteContent = {
  home: {
    welcomeTitle: 'You are welcome here',
    welcomeLine:
      'Whether you are joining us for the first time or coming home, there is a seat for you. Worship with us in Ibadan or live online.',
  },
  serviceTimes: [
    { name: 'Sunday Celebration Service', day: 'Sunday', time: '8:00 AM' },
    { name: 'Midweek Bible Study', day: 'Wednesday', time: '6:00 PM' },
    { name: 'Friday Night of Prayer', day: 'Friday', time: '9:00 PM' },
  ],
  ministries: {
    foundationSchool: {
      tagline: 'Grounded in the Word, rooted in the family',
      description:
        'Foundation School is where new believers and new members learn the basics of the faith: salvation, the Holy Spirit, prayer, the Word and life in the church. Seven friendly classes, with a graduation service at the end.',
      audience: 'New believers and everyone new to the church',
      leader: 'Pastor Ruth Adeyemi',
      leaderRole: 'Principal, Foundation School',
      meets: 'Saturdays, 10:00 AM, Classroom 2',
      imageUrl: '',
    },
    children: {
      tagline: 'Little hearts, big faith',
      description:
        'Our Children Ministry teaches children from 3 to 12 the love of God through Bible stories, songs, crafts and prayer, in safe classes led by trained and vetted teachers while their parents worship.',
      audience: 'Children aged 3 to 12',
      leader: 'Sister Grace Okonkwo',
      leaderRole: 'Children Ministry Coordinator',
      meets: 'Sundays during the service, Children’s Church hall',
      imageUrl: '',
    },
    teens: {
      tagline: 'A generation on fire for God',
      description:
        'Teens Ministry is a home for 13 to 19 year olds to grow in faith, ask real questions, worship in their own style and serve together, with mentors who walk with them through school and life.',
      audience: 'Teenagers aged 13 to 19',
      leader: 'Brother Daniel Eze',
      leaderRole: 'Teens Pastor',
      meets: 'Sundays during the service and Fridays at 5:00 PM, Teens Hall',
      imageUrl: '',
    },
  },
  programmes: [
    {
      title: 'Sunday Celebration Service',
      frequency: 'weekly',
      day: 'Sunday',
      time: '8:00 AM',
      place: 'Main Auditorium and online',
      description: 'Worship, the Word and fellowship for the whole family.',
    },
    {
      title: 'Midweek Bible Study',
      frequency: 'weekly',
      day: 'Wednesday',
      time: '6:00 PM',
      place: 'Main Auditorium and online',
      description: 'An hour in the Scriptures with time for questions.',
    },
    {
      title: 'Friday Night of Prayer',
      frequency: 'weekly',
      day: 'Friday',
      time: '9:00 PM',
      place: 'Prayer Hall',
      description: 'We pray for the church, the city and every request sent to us.',
    },
    {
      title: 'Healing and Miracle Service',
      frequency: 'monthly',
      day: 'First Sunday of the month',
      time: '4:00 PM',
      place: 'Main Auditorium',
      description: 'A special service of prayer for the sick and the burdened.',
    },
    {
      title: 'Zonal Night of Worship',
      frequency: 'monthly',
      day: 'Last Friday of the month',
      time: '7:00 PM',
      place: 'Main Auditorium and online',
      description: 'Choirs of the zone lead an evening of praise and worship.',
    },
  ],
  giving: {
    intro:
      'Your giving keeps the doors open, the services streaming and the outreach going. Thank you for partnering with us.',
    scripture:
      'Each of you should give what you have decided in your heart to give, not reluctantly or under compulsion, for God loves a cheerful giver.',
    scriptureReference: '2 Corinthians 9:7',
    bankAccounts: [
      {
        bankName: 'First Bank of Nigeria',
        accountName: 'Living Waters Church Ibadan Zone',
        accountNumber: '3012345678',
        note: 'Tithes and offerings',
      },
      {
        bankName: 'GTBank',
        accountName: 'Living Waters Church Building Fund',
        accountNumber: '0123456789',
        note: 'Building project',
      },
    ],
    onlineLinks: [{ label: 'Give online with card', url: 'https://paystack.com/' }],
    thanks: 'Thank you for your generosity. God bless you richly.',
  },
  visit: {
    directionsUrl: 'https://www.openstreetmap.org/search?query=Challenge%2C%20Ibadan',
    landmark: 'Opposite the Challenge bus stop, beside the filling station',
  },
};

/** An approved testimony on the public wall: the sender's email never leaves the church. */
export const publicTestimonySchema = z.object({
  _id: z.string(),
  name: z.string(),
  title: z.string(),
  testimony: z.string(),
  createdAt: z.string(),
});
export type PublicTestimony = z.infer<typeof publicTestimonySchema>;

export const TESTIMONY_WALL_PAGE_SIZE = 9;

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
