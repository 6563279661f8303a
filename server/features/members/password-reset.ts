import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { API_MESSAGES } from '#shared/api-messages.js';
import { MESSAGES, formatMessage } from '#shared/messages.js';
import type { MemberAuthResponse, PasswordResetConfirm } from '#shared/schemas/members.js';
import { ValidationError } from '#server/platform/errors.js';
import { hashPassword } from '#server/platform/auth/passwords.js';
import { createDeferredWork } from '#server/platform/jobs/deferred-work.js';
import type { CounterStore } from '#server/platform/realtime/counter-store.js';
import type { MailService } from '#server/features/mail/index.js';
import type { SettingsService } from '#server/features/settings/index.js';
import type { PasswordResetRepository } from './password-reset-repository.js';
import type { MemberRow, MembersRepository } from './repository.js';

/** How long a link works. */
export const PASSWORD_RESET_LINK_MS = 60 * 60_000;
/** The page the link opens (the site's own, at PUBLIC_SITE_URL). */
export const PASSWORD_RESET_PAGE = '/reset-password';
/**
 * Reset emails one address may be sent per hour, however many addresses ask (the rest are
 * dropped quietly, as stream-alert confirmations are).
 */
export const RESET_EMAILS_PER_ADDRESS_PER_HOUR = 3;

interface Dependencies {
  resets: PasswordResetRepository;
  members: MembersRepository;
  settings: Pick<SettingsService, 'get'>;
  mail: Pick<MailService, 'send'>;
  counters: CounterStore;
  siteUrl: string;
  /** Signs the member in once the password is changed (the members service's session). */
  signIn: (member: MemberRow) => Promise<MemberAuthResponse>;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** How often queued requests are worked through (tests stop the timer and flush). */
  intervalMs?: number;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const invalidLink = () =>
  new ValidationError(API_MESSAGES.members.passwordResetInvalid, {
    token: API_MESSAGES.members.passwordResetInvalid,
  });

/**
 * "Forgot password?" (ADR 0127): a single-use link by email, valid for an hour; only the
 * token's hash is stored. The request answers the same, at once, whether or not the address
 * belongs to a member: it only queues the address, and the lookup and the email happen later on
 * the queue's own timer, so neither words nor time tell.
 */
export function createPasswordResetService(deps: Dependencies) {
  const now = deps.now ?? (() => new Date());

  async function sendLink(email: string) {
    // Counted for every address before the lookup: the cap holds whoever asks, from anywhere.
    const sent = await deps.counters.increment(`password-reset:${email.toLowerCase()}`, 3_600_000);
    if (sent.count > RESET_EMAILS_PER_ADDRESS_PER_HOUR) return;
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

  const queued = createDeferredWork({
    what: 'password reset link',
    run: sendLink,
    log: deps.log,
    ...(deps.intervalMs ? { intervalMs: deps.intervalMs } : {}),
  });

  return {
    /** Queues the address and returns: the same work whoever it belongs to. */
    request(email: string): void {
      queued.push(email);
    },

    /** The queue of requests: started and stopped with the app, flushed by tests. */
    queue: queued,

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
