import { createHash, randomBytes } from 'node:crypto';
import { MESSAGES } from '#shared/messages.js';
import { SITE_ROUTES } from '#shared/routes.js';
import {
  ACCOUNT_MESSAGES,
  type AccountDelete,
  type AccountUpdate,
} from '#shared/schemas/account.js';
import { API_MESSAGES } from '#shared/api-messages.js';
import { ConflictError, ValidationError } from '#server/platform/errors.js';
import type { MailService } from '#server/features/mail/index.js';
import type { MemberRow, MembersService } from '#server/features/members/index.js';
import type { PrayerRequestsService } from '#server/features/prayer-requests/index.js';
import type { QuickChatsService } from '#server/features/quick-chat/index.js';
import type { StreamAlertsService } from '#server/features/notifications/index.js';
import type { EmailChangesRepository } from './repository.js';

/** How long the link to a new address works. */
export const EMAIL_CHANGE_LINK_MS = 24 * 3_600_000;
/** The query parameter the link puts the token in, on the account page. */
export const EMAIL_CONFIRM_PARAM = 'confirmEmail';

interface Dependencies {
  emailChanges: EmailChangesRepository;
  members: MembersService;
  prayerRequests: Pick<PrayerRequestsService, 'ofMember' | 'eraseOfMember'>;
  quickChats: Pick<QuickChatsService, 'ofMember' | 'eraseOfMember'>;
  streamAlerts: Pick<
    StreamAlertsService,
    'isSubscribed' | 'subscribeConfirmed' | 'unsubscribeEmail'
  >;
  /** Erases one post of the member (through the feature that owns it, which tells the pages). */
  erase: {
    commentIdsOf(memberId: string): Promise<string[]>;
    deleteComment(id: string): Promise<void>;
    chatMessageIdsOf(memberId: string): Promise<string[]>;
    deleteChatMessage(id: string): Promise<void>;
  };
  mail: Pick<MailService, 'send'>;
  siteUrl: string;
  now?: () => Date;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const invalidLink = () =>
  new ValidationError(ACCOUNT_MESSAGES.emailLinkInvalid, {
    token: ACCOUNT_MESSAGES.emailLinkInvalid,
  });

/**
 * A member's own page: their profile (a new address confirmed by a link to it), their prayer
 * requests and conversations, go-live emails, signing out everywhere and deleting the account.
 */
export function createAccountService(deps: Dependencies) {
  const now = deps.now ?? (() => new Date());

  async function view(member: MemberRow) {
    const [goLiveEmails, pending] = await Promise.all([
      deps.streamAlerts.isSubscribed(member.email),
      deps.emailChanges.pending(member.id, now()),
    ]);
    return {
      member,
      goLiveEmails,
      // The prayer form starts with "Email me when it is answered" off, for members as for
      // guests: an email is sent only to those who ask.
      notifyPrayerAnswered: false,
      pendingEmail: pending?.newEmail ?? null,
    };
  }

  async function requestEmailChange(member: MemberRow, email: string) {
    const newEmail = email.trim().toLowerCase();
    if (newEmail === member.email) {
      throw new ValidationError(MESSAGES.errors.validation, { email: ACCOUNT_MESSAGES.emailSame });
    }
    if (await deps.members.isEmailTaken(newEmail, member.id)) {
      throw new ConflictError(API_MESSAGES.members.emailTaken, {
        email: API_MESSAGES.members.emailTaken,
      });
    }
    const token = randomBytes(32).toString('base64url');
    const at = now();
    await deps.emailChanges.create({
      memberId: member.id,
      newEmail,
      tokenHash: hashOf(token),
      expiresAt: new Date(at.getTime() + EMAIL_CHANGE_LINK_MS),
      now: at,
    });
    const link = new URL(SITE_ROUTES.account.path, `${deps.siteUrl}/`);
    link.searchParams.set(EMAIL_CONFIRM_PARAM, token);
    await deps.mail.send('account-email-change', newEmail, {
      subject: 'Confirm your new email address',
      greeting: `Dear ${member.name},`,
      paragraphs: [
        'You asked to use this address for your account on our website.',
        'The link below confirms it; it works for a day. If you did not ask for it, ignore this email: your account keeps its address.',
      ],
      action: { label: 'Confirm my new address', url: link.toString() },
    });
  }

  return {
    view,

    async update(member: MemberRow, body: AccountUpdate) {
      const { email, goLiveEmails, ...profile } = body;
      let current = member;
      if (Object.values(profile).some((value) => value !== undefined)) {
        current = await deps.members.updateProfile(member.id, profile);
      }
      if (email !== undefined && email.trim().toLowerCase() !== member.email) {
        await requestEmailChange(current, email);
      }
      if (goLiveEmails === true) await deps.streamAlerts.subscribeConfirmed(current.email);
      if (goLiveEmails === false) await deps.streamAlerts.unsubscribeEmail(current.email);
      return view(current);
    },

    /**
     * Applies a new address from its link. The go-live emails follow the member to it. Whoever
     * opens the link proves the address is theirs; no sign-in is needed.
     */
    async confirmEmail(token: string) {
      const change = await deps.emailChanges.take(hashOf(token), now());
      if (!change) throw invalidLink();
      const before = await deps.members.find(change.memberId);
      if (!before) throw invalidLink();
      const after = await deps.members.setEmail(change.memberId, change.newEmail);
      if (await deps.streamAlerts.isSubscribed(before.email)) {
        await deps.streamAlerts.unsubscribeEmail(before.email);
        await deps.streamAlerts.subscribeConfirmed(after.email);
      }
      return view(after);
    },

    prayerRequests: (member: MemberRow) => deps.prayerRequests.ofMember(member.id),

    quickChats: (member: MemberRow) => deps.quickChats.ofMember(member.id),

    signOutEverywhere: (member: MemberRow) => deps.members.signOutEverywhere(member.id),

    /** Deletes the account after its password; posts kept as a guest's or erased. */
    async delete(member: MemberRow, body: AccountDelete) {
      if (!(await deps.members.checkPassword(member, body.password))) {
        throw new ValidationError(MESSAGES.errors.validation, {
          password: ACCOUNT_MESSAGES.passwordWrong,
        });
      }
      if (body.posts === 'erase') {
        for (const id of await deps.erase.commentIdsOf(member.id))
          await deps.erase.deleteComment(id);
        await deps.prayerRequests.eraseOfMember(member.id, member.email);
        for (const id of await deps.erase.chatMessageIdsOf(member.id)) {
          await deps.erase.deleteChatMessage(id);
        }
        await deps.quickChats.eraseOfMember(member.id);
      }
      // Nobody asked for go-live emails but the member, from their own page or the form.
      await deps.streamAlerts.unsubscribeEmail(member.email);
      await deps.members.deleteAccount(member, { keepPosts: body.posts === 'keep' });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
