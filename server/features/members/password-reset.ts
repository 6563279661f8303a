import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { API_MESSAGES } from '#shared/api-messages.js';
import { MESSAGES, formatMessage } from '#shared/messages.js';
import type { MemberAuthResponse, PasswordResetConfirm } from '#shared/schemas/members.js';
import { ValidationError } from '#server/platform/errors.js';
import { hashPassword } from '#server/platform/auth/passwords.js';
import type { MailService } from '#server/features/mail/index.js';
import type { SettingsService } from '#server/features/settings/index.js';
import type { PasswordResetRepository } from './password-reset-repository.js';
import type { MemberRow, MembersRepository } from './repository.js';

/** How long a link works. */
export const PASSWORD_RESET_LINK_MS = 60 * 60_000;
/** The page the link opens (the site's own, at PUBLIC_SITE_URL). */
export const PASSWORD_RESET_PAGE = '/reset-password';

interface Dependencies {
  resets: PasswordResetRepository;
  members: MembersRepository;
  settings: Pick<SettingsService, 'get'>;
  mail: Pick<MailService, 'send'>;
  siteUrl: string;
  /** Signs the member in once the password is changed (the members service's session). */
  signIn: (member: MemberRow) => Promise<MemberAuthResponse>;
  log: FastifyBaseLogger;
  now?: () => Date;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const invalidLink = () =>
  new ValidationError(API_MESSAGES.members.passwordResetInvalid, {
    token: API_MESSAGES.members.passwordResetInvalid,
  });

/**
 * "Forgot password?" (ADR 0127): a single-use link by email, valid for an hour; only the
 * token's hash is stored. The request answers the same, at once, whether or not the address
 * belongs to a member: the work happens after the answer, so neither words nor time tell.
 */
export function createPasswordResetService(deps: Dependencies) {
  const now = deps.now ?? (() => new Date());

  async function sendLink(email: string) {
    const member = await deps.members.findByEmail(email);
    if (!member) return;
    const token = randomBytes(32).toString('base64url');
    const at = now();
    await deps.resets.create(
      member.id,
      hashOf(token),
      at,
      new Date(at.getTime() + PASSWORD_RESET_LINK_MS),
    );
    const link = new URL(PASSWORD_RESET_PAGE, `${deps.siteUrl}/`);
    link.searchParams.set('token', token);
    await deps.mail.send('password-reset', member.email, {
      subject: 'Choose a new password',
      greeting: `Dear ${member.name},`,
      paragraphs: [
        'Someone, we hope you, asked to choose a new password for your account on our website.',
        'The link below works once, for an hour. If you did not ask for it, ignore this email: your password stays as it is.',
      ],
      action: { label: 'Choose a new password', url: link.toString() },
    });
  }

  return {
    request(email: string): void {
      void sendLink(email).catch((error: unknown) =>
        deps.log.error({ err: error }, 'password reset link not sent'),
      );
    },

    async confirm({ token, password }: PasswordResetConfirm) {
      const hash = hashOf(token);
      if (!(await deps.resets.isUsable(hash, now()))) throw invalidLink();
      const { security } = await deps.settings.get();
      if (password.length < security.passwordMinLength) {
        throw new ValidationError(MESSAGES.errors.validation, {
          password: formatMessage(API_MESSAGES.fields.passwordTooShort, {
            min: String(security.passwordMinLength),
          }),
        });
      }
      const memberId = await deps.resets.use(hash, now());
      const member =
        memberId && (await deps.members.setPasswordHash(memberId, await hashPassword(password)));
      if (!member) throw invalidLink();
      return deps.signIn(member);
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
