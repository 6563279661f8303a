import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { TEXT_LIMITS } from './limits.js';
import {
  FOUNDATION_SCHOOL_RULES,
  REGISTRATION_RULES,
  SIGN_IN_RULES,
  fieldErrors,
} from './form-rules.js';
import { memberLoginBodySchema, registerBodySchema } from './schemas/members.js';
import { foundationSchoolSignupSchema } from './schemas/site-content.js';

/** The schema's first message for each field, as the forms showed it under react-hook-form. */
function schemaErrors(schema: z.ZodType, values: Record<string, string>): Record<string, string> {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return errors;
}

const long = (length: number) => 'a'.repeat(length);
const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  phone: '+44 20 7946 0000',
  location: 'London',
  password: 'a long enough secret',
  audienceSize: '1',
  expectations: '',
};

/** Each case changes some fields of a valid registration. */
const CASES: Record<string, string>[] = [
  {},
  { name: '', email: '', phone: '', location: '', password: '' },
  { name: '   ', phone: ' \t ', location: '  ' },
  { name: long(TEXT_LIMITS.name) },
  { name: long(TEXT_LIMITS.name + 1), location: long(TEXT_LIMITS.location + 1) },
  { name: ` ${long(TEXT_LIMITS.name)} ` },
  { phone: long(TEXT_LIMITS.phone + 1), expectations: long(TEXT_LIMITS.expectations + 1) },
  { expectations: ` ${long(TEXT_LIMITS.expectations)} ` },
  { email: 'not an email' },
  { email: 'ada@example' },
  { email: ' ada@example.org ' },
  { email: 'ada@@example.org' },
  { email: `${long(250)}@example.org` },
  { email: `${long(64)}@${long(60)}.${long(60)}.${long(60)}.${long(60)}.org` },
  { password: ' ' },
  { password: long(TEXT_LIMITS.password) },
  { password: long(TEXT_LIMITS.password + 1) },
];

describe('form rules in the browser', () => {
  it.each(CASES)('registration %o: the same errors as the server schema', (change) => {
    const values = { ...valid, ...change };
    expect(fieldErrors(REGISTRATION_RULES, values)).toEqual(
      schemaErrors(registerBodySchema, values),
    );
  });

  it.each(CASES)('sign-in %o: the same errors as the server schema', (change) => {
    const values = {
      email: change.email ?? valid.email,
      password: change.password ?? valid.password,
    };
    expect(fieldErrors(SIGN_IN_RULES, values)).toEqual(schemaErrors(memberLoginBodySchema, values));
  });

  it.each(CASES)('Foundation School sign-up %o: the same errors as the server schema', (change) => {
    const values = {
      name: change.name ?? valid.name,
      email: change.email ?? valid.email,
      phone: change.phone ?? valid.phone,
      note: change.expectations ?? valid.expectations,
    };
    expect(fieldErrors(FOUNDATION_SCHOOL_RULES, values)).toEqual(
      schemaErrors(foundationSchoolSignupSchema, values),
    );
  });

  it('finds nothing wrong with a complete registration', () => {
    expect(fieldErrors(REGISTRATION_RULES, valid)).toEqual({});
  });
});
