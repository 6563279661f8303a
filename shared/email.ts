import { TEXT_LIMITS } from '#shared/limits.js';

/**
 * An email address as a mail server takes it (ADR 0069): a dot-atom before the @ (letters,
 * digits and `!#$%&*+/=?^_{|}~-`, dots between them), then a domain of at least two labels of
 * letters, digits and inner hyphens, ending in a top-level name. No spaces, control characters,
 * `<`, `>`, quotes, backslashes, brackets, commas or a second @: none of them can reach a mailbox
 * without quoting, and each can break out of a mail header or a page where the address is shown.
 */
const LOCAL_CHARACTERS = '[A-Za-z0-9!#$%&*+/=?^_{|}~-]+';
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const TOP_LEVEL = '(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})';

export const EMAIL_ADDRESS = new RegExp(
  `^(?=[^@]{1,64}@)${LOCAL_CHARACTERS}(?:\\.${LOCAL_CHARACTERS})*@(?:${LABEL}\\.)+${TOP_LEVEL}$`,
);

/** True for an address a mail server takes; the length limit is TEXT_LIMITS.email (254). */
export function isMailAddress(text: string): boolean {
  return text.length <= TEXT_LIMITS.email && EMAIL_ADDRESS.test(text);
}
