import { isMailAddress } from './email.js';
import { TEXT_LIMITS } from './limits.js';
import { MESSAGES } from './messages.js';

/**
 * The rules of the forms a visitor fills in at once, for the browser, without zod: the access
 * dialog opens on a first visit to the live page and the Foundation School sign-up is on its
 * page, and zod with react-hook-form was most of what they loaded and ran (decision 0164). Same
 * rules and texts as registerBodySchema, memberLoginBodySchema and foundationSchoolSignupSchema,
 * which the server still applies; form-rules.test.ts holds them together.
 */

/** A field's first error, or undefined when it is fine. */
type Rule = (value: string) => string | undefined;

const tooLong = (max: number) => `Must be at most ${max} characters`;

const requiredText =
  (message: string, max: number): Rule =>
  (value) => {
    const text = value.trim();
    if (!text) return message;
    return text.length > max ? tooLong(max) : undefined;
  };

const optionalText =
  (max: number): Rule =>
  (value) =>
    value.trim().length > max ? tooLong(max) : undefined;

const email: Rule = (value) => {
  const text = value.trim();
  if (!text) return MESSAGES.registration.emailRequired;
  if (text.length > TEXT_LIMITS.email) return tooLong(TEXT_LIMITS.email);
  return isMailAddress(text) ? undefined : MESSAGES.registration.emailInvalid;
};

// Not trimmed: spaces may be part of a password. The church's minimum is checked apart.
const password: Rule = (value) => {
  if (!value) return MESSAGES.registration.passwordRequired;
  return value.length > TEXT_LIMITS.password ? tooLong(TEXT_LIMITS.password) : undefined;
};

export const REGISTRATION_RULES = {
  name: requiredText(MESSAGES.registration.nameRequired, TEXT_LIMITS.name),
  email,
  phone: requiredText(MESSAGES.registration.phoneRequired, TEXT_LIMITS.phone),
  location: requiredText(MESSAGES.registration.locationRequired, TEXT_LIMITS.location),
  password,
  expectations: optionalText(TEXT_LIMITS.expectations),
};

export const SIGN_IN_RULES = { email, password };

export const EMAIL_RULES = { email };

export const FOUNDATION_SCHOOL_RULES = {
  name: REGISTRATION_RULES.name,
  email,
  phone: REGISTRATION_RULES.phone,
  note: optionalText(TEXT_LIMITS.expectations),
};

/** Each field's first error by `rules`; an empty object when every field is fine. */
export function fieldErrors<Rules extends Record<string, Rule>>(
  rules: Rules,
  values: { [Field in keyof Rules]: string },
): Partial<Record<keyof Rules, string>> {
  const errors: Partial<Record<keyof Rules, string>> = {};
  for (const field of Object.keys(rules) as (keyof Rules & string)[]) {
    const error = rules[field]?.(values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}
