import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.js';
import { isMailAddress } from './email.js';
import { optionalEmailSchema, requiredEmailSchema } from './schemas/fields.js';

describe('isMailAddress', () => {
  it.each([
    'john@example.com',
    'first.last+sunday@mail.church.example.org',
    'a_b-c@sub-domain.example.ng',
    'x!#$%&*/=?^_{|}~-y@example.com',
    'member42@xn--bcher-kva.example',
    'anonymous@lampstand.local',
  ])('takes %s', (address) => {
    expect(isMailAddress(address)).toBe(true);
  });

  it.each([
    ['angle brackets', 'john<script>@example.com'],
    ['a closing bracket', 'john>@example.com'],
    ['double quotes', '"john"@example.com'],
    ['a single quote', "o'brien@example.com"],
    ['a space', 'john smith@example.com'],
    ['a tab', 'john\t@example.com'],
    ['a line break', 'john@example.com\r\nBcc: all@example.com'],
    ['a control character', 'jo\u0000hn@example.com'],
    ['no domain dot', 'john@localhost'],
    ['no domain', 'john@'],
    ['no local part', '@example.com'],
    ['two @', 'john@doe@example.com'],
    ['a leading dot', '.john@example.com'],
    ['two dots in a row', 'john..doe@example.com'],
    ['a trailing dot', 'john.@example.com'],
    ['a hyphen at a label edge', 'john@-example.com'],
    ['a numeric top-level name', 'john@example.123'],
    ['an address literal', 'john@[127.0.0.1]'],
    ['a comma', 'john,doe@example.com'],
    ['a backslash', 'john\\doe@example.com'],
    ['letters outside ASCII', 'jöhn@example.com'],
    ['a local part over 64', `${'a'.repeat(65)}@example.com`],
    ['over 254 in all', `a@${'b'.repeat(250)}.com`],
  ])('refuses an address with %s', (_case, address) => {
    expect(isMailAddress(address)).toBe(false);
  });
});

describe('the shared email schemas', () => {
  it('answer with the spec texts', () => {
    expect(requiredEmailSchema.safeParse('').error?.issues[0]?.message).toBe(
      MESSAGES.registration.emailRequired,
    );
    expect(requiredEmailSchema.safeParse('a<b>@example.com').error?.issues[0]?.message).toBe(
      MESSAGES.registration.emailInvalid,
    );
    expect(optionalEmailSchema.safeParse('"x"@example.com').error?.issues[0]?.message).toBe(
      MESSAGES.registration.emailInvalid,
    );
    expect(optionalEmailSchema.parse('')).toBe('');
    expect(requiredEmailSchema.parse('  john@example.com ')).toBe('john@example.com');
  });
});
