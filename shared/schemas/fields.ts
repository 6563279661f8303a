import { z } from 'zod';
import { API_MESSAGES } from '#shared/api-messages.js';
import { isMailAddress } from '#shared/email.js';
import { REACTION_TYPES } from '#shared/constants.js';
import { TEXT_LIMITS } from '#shared/limits.js';
import { MESSAGES } from '#shared/messages.js';
import { idSchema } from './common.js';

/** Fields several public calls share, with the spec's texts where it has them. */

const tooLong = (max: number) => ({ error: `Must be at most ${max} characters` });

/**
 * Every email the site accepts goes through these two (and isMailAddress): the spec's simple
 * check ("something @ something . something") tightened to what a mail server takes.
 */
export const requiredEmailSchema = z
  .string({ error: MESSAGES.registration.emailRequired })
  .trim()
  .min(1, { error: MESSAGES.registration.emailRequired })
  .max(TEXT_LIMITS.email, tooLong(TEXT_LIMITS.email))
  .refine(isMailAddress, { error: MESSAGES.registration.emailInvalid });

/** An email that may be left out or blank (a guest's comment), but is checked when given. */
export const optionalEmailSchema = z
  .string({ error: MESSAGES.registration.emailInvalid })
  .trim()
  .max(TEXT_LIMITS.email, tooLong(TEXT_LIMITS.email))
  .refine((value) => value === '' || isMailAddress(value), {
    error: MESSAGES.registration.emailInvalid,
  })
  .optional();

export const requiredNameSchema = z
  .string({ error: MESSAGES.registration.nameRequired })
  .trim()
  .min(1, { error: MESSAGES.registration.nameRequired })
  .max(TEXT_LIMITS.name, tooLong(TEXT_LIMITS.name));

export const optionalNameSchema = z
  .string()
  .trim()
  .max(TEXT_LIMITS.name, tooLong(TEXT_LIMITS.name))
  .optional();

/** The stream a post belongs to, in a request body. */
export const streamIdFieldSchema = z
  .string({ error: API_MESSAGES.fields.streamRequired })
  .trim()
  .min(1, { error: API_MESSAGES.fields.streamRequired })
  .max(64, tooLong(64));

export const streamIdParamsSchema = z.object({ streamId: idSchema });

export const reactionTypeSchema = z.enum(REACTION_TYPES, {
  error: (issue) =>
    issue.input === undefined
      ? API_MESSAGES.fields.reactionTypeRequired
      : API_MESSAGES.fields.reactionTypeInvalid,
});

/** Counts per reaction type (amen, praise, fire, heart, sad). */
export const reactionsSchema = z.object({
  amen: z.number().int(),
  praise: z.number().int(),
  fire: z.number().int(),
  heart: z.number().int(),
  sad: z.number().int(),
});
export type Reactions = z.infer<typeof reactionsSchema>;
