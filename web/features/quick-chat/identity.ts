import { isMailAddress } from '#shared/email.js';
import { MESSAGES, formatMessage } from '#shared/messages.js';

/** Who is chatting: saved once, then every message is sent with it. */
export interface QuickChatIdentity {
  name: string;
  email: string;
}

/** The address shown in the spec's examples, "John Doe <...>". */
export const EXAMPLE_EMAIL = 'john@example.com';

const NAME_AND_EMAIL = /^([^<>]*)<([^<>]*)>$/;

export type IdentityResult =
  { ok: true; identity: QuickChatIdentity } | { ok: false; error: string };

/**
 * Reads "Name <email>": non-empty, contains '@', that form, both parts given.
 * The email must also pass the check the server applies, so a saved identity always sends.
 */
export function parseIdentity(input: string): IdentityResult {
  const text = input.trim();
  const invalid = formatMessage(MESSAGES.quickChat.invalidIdentity, { email: EXAMPLE_EMAIL });
  if (!text) return { ok: false, error: MESSAGES.quickChat.bothRequired };
  if (!text.includes('@')) return { ok: false, error: invalid };
  const match = NAME_AND_EMAIL.exec(text);
  if (!match) {
    return {
      ok: false,
      error: formatMessage(MESSAGES.quickChat.format, { email: EXAMPLE_EMAIL }),
    };
  }
  const name = (match[1] ?? '').trim();
  const email = (match[2] ?? '').trim();
  if (!name || !email) return { ok: false, error: MESSAGES.quickChat.bothRequired };
  if (!isMailAddress(email)) return { ok: false, error: invalid };
  return { ok: true, identity: { name, email } };
}

/** The identity written back in the form the visitor types it. */
export function formatIdentity({ name, email }: QuickChatIdentity): string {
  return `${name} <${email}>`;
}
