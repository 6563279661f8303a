import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES, formatMessage } from '#shared/messages.js';
import {
  STAFF_PASSWORD_MIN,
  type StaffInviteBody,
  type StaffPasswordLinkConfirm,
} from '#shared/schemas/staff.js';
import { STAFF_MESSAGES } from '#shared/staff-messages.js';
import type { AccessChange } from '#server/platform/auth/access-events.js';
import { hashPassword } from '#server/platform/auth/passwords.js';
import { isUniqueViolation } from '#server/platform/db/errors.js';
import type { AdminRow } from '#server/platform/db/schema.js';
import {
  ConflictError,
  NotFoundError,
  TooManyRequestsError,
  ValidationError,
} from '#server/platform/errors.js';
import { createDeferredWork } from '#server/platform/jobs/deferred-work.js';
import type { CounterStore } from '#server/platform/realtime/counter-store.js';
import type { MailService } from '#server/features/mail/index.js';
import type { SettingsService } from '#server/features/settings/index.js';
import type { StaffPasswordLinksRepository } from './password-link-repository.js';
import type { AdminsRepository } from './repository.js';
import { presentStaffMember } from './staff-service.js';

/** An invite works for three days: time to see the email over a weekend. */
export const STAFF_INVITE_LINK_MS = 72 * 60 * 60_000;
/** A "Forgot password?" link works for an hour, as members' do. */
export const STAFF_RESET_LINK_MS = 60 * 60_000;
/** The panel's page the links open (at PUBLIC_SITE_URL). */
export const STAFF_PASSWORD_PAGE = '/admin/set-password';
/** Links one address (or one invited person) may be sent per hour. */
export const STAFF_LINKS_PER_HOUR = 3;
const HOUR_MS = 3_600_000;

interface Dependencies {
  admins: AdminsRepository;
  links: StaffPasswordLinksRepository;
  settings: Pick<SettingsService, 'get'>;
  mail: Pick<MailService, 'send'>;
  counters: CounterStore;
  siteUrl: string;
  log: FastifyBaseLogger;
  /** Told when a link ends an account's sessions, so its open panel streams end too. */
  onAccessChanged?: (change: AccessChange) => void;
  now?: () => Date;
  intervalMs?: number;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const invalidLink = () =>
  new ValidationError(STAFF_MESSAGES.linkInvalid, { token: STAFF_MESSAGES.linkInvalid });

/**
 * Staff choose their own passwords (ADR 0180, 0181): an admin invites by email and a single-use
 * link lets the person set theirs; "Forgot password?" sends the same kind of link. Only the
 * token's hash is stored. The forgot-password request answers alike for every address and does
 * its lookup later on a queue of its own, as members' resets do.
 */
export function createStaffPasswordLinksService(deps: Dependencies) {
  const now = deps.now ?? (() => new Date());
  const onAccessChanged = deps.onAccessChanged ?? (() => {});

  async function newLink(admin: AdminRow, validMs: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const at = now();
    await deps.links.create(admin.id, hashOf(token), at, new Date(at.getTime() + validMs));
    const link = new URL(STAFF_PASSWORD_PAGE, `${deps.siteUrl}/`);
    link.searchParams.set('token', token);
    return link.toString();
  }

  async function sendInvite(admin: AdminRow) {
    const url = await newLink(admin, STAFF_INVITE_LINK_MS);
    await deps.mail.send('staff-invite', admin.email ?? '', {
      subject: 'You are invited to the media team’s panel',
      greeting: `Dear ${admin.displayName},`,
      paragraphs: [
        `You have been given a ${admin.role} account on our website’s panel. Your username is ${admin.username}.`,
        'Choose your own password with the link below. It works once, for three days.',
      ],
      action: { label: 'Choose your password', url },
    });
  }

  async function sendReset(email: string) {
    // Counted for every address before the lookup: the cap holds whoever asks, from anywhere.
    const sent = await deps.counters.increment(`staff-password:${email.toLowerCase()}`, HOUR_MS);
    if (sent.count > STAFF_LINKS_PER_HOUR) return;
    for (const admin of await deps.links.withEmail(email)) {
      const url = await newLink(admin, STAFF_RESET_LINK_MS);
      await deps.mail.send('staff-password-reset', admin.email ?? email, {
        subject: 'Choose a new password for the panel',
        greeting: `Dear ${admin.displayName},`,
        paragraphs: [
          `Someone, we hope you, asked to choose a new password for the panel account ${admin.username}.`,
          'The link below works once, for an hour. If you did not ask for it, ignore this email: your password stays as it is.',
        ],
        action: { label: 'Choose a new password', url },
      });
    }
  }

  const queued = createDeferredWork({
    what: 'staff password link',
    run: sendReset,
    log: deps.log,
    ...(deps.intervalMs ? { intervalMs: deps.intervalMs } : {}),
  });

  async function minimumLength() {
    const { security } = await deps.settings.get();
    return Math.max(STAFF_PASSWORD_MIN, security.passwordMinLength);
  }

  return {
    /** Adds the account as invited (no password of theirs exists) and emails them the link. */
    async invite(input: StaffInviteBody) {
      const username = input.username ?? input.email.toLowerCase();
      const taken = () =>
        input.username
          ? new ConflictError(STAFF_MESSAGES.usernameTaken, {
              username: STAFF_MESSAGES.usernameTaken,
            })
          : new ConflictError(STAFF_MESSAGES.emailTaken, { email: STAFF_MESSAGES.emailTaken });
      if (await deps.admins.findByUsername(username)) throw taken();
      let admin: AdminRow;
      try {
        admin = await deps.admins.create({
          username,
          displayName: input.displayName,
          role: input.role,
          email: input.email,
          // Nobody knows this password: the account opens only through the link.
          passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
          invitedAt: now().toISOString(),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
      await deps.counters.increment(`staff-invite:${admin.id}`, HOUR_MS);
      await sendInvite(admin);
      return { staff: presentStaffMember(admin) };
    },

    /** A new invite link replaces the earlier one; at most three an hour to one person. */
    async resendInvite(id: string) {
      const admin = await deps.admins.findById(id);
      if (!admin) throw new NotFoundError(STAFF_MESSAGES.notFound);
      if (admin.invitedAt === null || !admin.email) {
        throw new ValidationError(STAFF_MESSAGES.notInvited, { id: STAFF_MESSAGES.notInvited });
      }
      const sent = await deps.counters.increment(`staff-invite:${admin.id}`, HOUR_MS);
      if (sent.count > STAFF_LINKS_PER_HOUR) {
        throw new TooManyRequestsError(
          STAFF_MESSAGES.inviteResendLimit,
          Math.max(1, Math.ceil((sent.resetAt - Date.now()) / 1000)),
        );
      }
      await sendInvite(admin);
      return { staff: presentStaffMember(admin) };
    },

    /** Queues the address and returns: the same work whoever it belongs to. */
    request(email: string): void {
      queued.push(email);
    },

    queue: queued,

    /** Sets the password; the link is spent and every other session of the account ends. */
    async confirm({ token, password }: StaffPasswordLinkConfirm) {
      const hash = hashOf(token);
      if (!(await deps.links.isUsable(hash, now()))) throw invalidLink();
      const min = await minimumLength();
      if (password.length < min) {
        throw new ValidationError(MESSAGES.errors.validation, {
          password: formatMessage(STAFF_MESSAGES.passwordTooShort, { min: String(min) }),
        });
      }
      const admin = await deps.links.use(hash, await hashPassword(password), now());
      if (!admin) throw invalidLink();
      onAccessChanged({ adminId: admin.id });
      return { message: STAFF_MESSAGES.passwordSet, username: admin.username };
    },
  };
}

export type StaffPasswordLinksService = ReturnType<typeof createStaffPasswordLinksService>;
