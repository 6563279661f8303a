import { z } from 'zod';
import { TEXT_LIMITS } from '#shared/limits.js';
import { idSchema, isoDateSchema, optionalText } from './common.js';
import { optionalEmailSchema, optionalNameSchema } from './fields.js';

/**
 * Moments: a card the team puts over a stream's chat that every viewer can answer with one tap
 * ("I gave my life to Jesus today", "I'm new here"...). Answers with contact details become
 * follow-ups for the team.
 */
export const MOMENT_KINDS = ['salvation', 'raise-hand', 'new-here', 'next-step', 'prayer'] as const;
export type MomentKind = (typeof MOMENT_KINDS)[number];

/** How long a moment stays open when the team gives no length, and the bounds it may have. */
export const MOMENT_DEFAULT_OPEN_SECONDS = 300;
export const MOMENT_MAX_OPEN_SECONDS = 4 * 60 * 60;

export const MOMENT_LIMITS = { title: 120, text: 500, actionLabel: 40, actionUrl: 500, note: 1000 };

/** `POST /api/admin/stream/{id}/moment`. */
export const momentBodySchema = z.object({
  kind: z.enum(MOMENT_KINDS, { error: 'Choose the kind of moment' }),
  title: optionalText(MOMENT_LIMITS.title),
  text: optionalText(MOMENT_LIMITS.text),
  actionLabel: optionalText(MOMENT_LIMITS.actionLabel),
  actionUrl: optionalText(MOMENT_LIMITS.actionUrl),
  askContact: z.boolean({ error: 'Say whether the moment asks for contact details' }),
  openSeconds: z.coerce
    .number({ error: 'Enter how long it stays open in seconds' })
    .int({ error: 'Enter how long it stays open in seconds' })
    .min(10, { error: 'A moment stays open at least 10 seconds' })
    .max(MOMENT_MAX_OPEN_SECONDS, { error: 'A moment stays open at most 4 hours' })
    .optional(),
});
export type MomentBody = z.infer<typeof momentBodySchema>;

/** A moment as everyone sees it; `responses` is the count so far. */
export const momentSchema = z.object({
  _id: z.string(),
  streamId: z.string(),
  kind: z.enum(MOMENT_KINDS),
  title: z.string(),
  text: z.string(),
  actionLabel: z.string(),
  actionUrl: z.string(),
  askContact: z.boolean(),
  opensAt: isoDateSchema,
  closesAt: isoDateSchema,
  closed: z.boolean(),
  responses: z.number().int().min(0),
});
export type Moment = z.infer<typeof momentSchema>;
export const momentResponseSchema = z.object({ moment: momentSchema });
/** A stream's moments: all of them, newest first, for the team; the open ones for viewers. */
export const momentsResponseSchema = z.object({ moments: z.array(momentSchema) });

/** `PATCH /api/admin/moment/{id}`. */
export const momentPatchBodySchema = z.object({ closed: z.literal(true) });

/** `POST /api/user/moment/{id}/response`: all optional; a member's token says who answers. */
export const momentAnswerBodySchema = z.object({
  name: optionalNameSchema,
  email: optionalEmailSchema,
  phone: optionalText(TEXT_LIMITS.phone),
  note: optionalText(MOMENT_LIMITS.note),
  /** The browser's lasting visitor key, so the same person twice counts once. */
  visitorKey: z.string().trim().max(100).optional(),
});
export type MomentAnswerBody = z.infer<typeof momentAnswerBodySchema>;
export const momentAnswerResponseSchema = z.object({ responses: z.number().int().min(0) });

/** A button's link: a page of this site ("/foundationSchool") or a web address (http or https). */
export function isMomentActionUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

export const MOMENT_PLAN_LIMITS = { offsetMinutes: 24 * 60, items: 20 } as const;

export const MOMENT_PLAN_MESSAGES = {
  offsetInvalid: `Enter the minutes after the start, a whole number from 0 to ${MOMENT_PLAN_LIMITS.offsetMinutes}`,
  nextStepWords: 'A next step needs a title, a button label and a link',
  actionUrlInvalid: 'Use a link starting with https:// or a page of this site starting with /',
  tooMany: `At most ${MOMENT_PLAN_LIMITS.items} moments in a service's plan`,
} as const;

/**
 * A moment in a service's plan: posted to each occurrence's room once it is live and this many
 * minutes have passed since its start.
 */
export const serviceMomentSchema = momentBodySchema
  .extend({
    offsetMinutes: z
      .number({ error: MOMENT_PLAN_MESSAGES.offsetInvalid })
      .int({ error: MOMENT_PLAN_MESSAGES.offsetInvalid })
      .min(0, { error: MOMENT_PLAN_MESSAGES.offsetInvalid })
      .max(MOMENT_PLAN_LIMITS.offsetMinutes, { error: MOMENT_PLAN_MESSAGES.offsetInvalid }),
  })
  .superRefine((item, context) => {
    if (item.kind === 'next-step' && !(item.title && item.actionLabel && item.actionUrl)) {
      context.addIssue({
        code: 'custom',
        path: ['title'],
        message: MOMENT_PLAN_MESSAGES.nextStepWords,
      });
    }
    if (item.actionUrl && !isMomentActionUrl(item.actionUrl)) {
      context.addIssue({
        code: 'custom',
        path: ['actionUrl'],
        message: MOMENT_PLAN_MESSAGES.actionUrlInvalid,
      });
    }
  });
export type ServiceMoment = z.infer<typeof serviceMomentSchema>;

/** A service's plan of moments, as the service form sends it (none when left out). */
export const serviceMomentsSchema = z
  .array(serviceMomentSchema)
  .max(MOMENT_PLAN_LIMITS.items, { error: MOMENT_PLAN_MESSAGES.tooMany });

export const momentIdParamsSchema = z.object({ id: idSchema });
