import type { FastifyBaseLogger } from 'fastify';
import type { AdminSection } from '#shared/constants.js';
import { SITE_ROUTES } from '#shared/routes.js';
import type { Settings } from '#shared/schemas/settings.js';
import type { StaffService } from '#server/features/admin-auth/index.js';
import type { CommentsService } from '#server/features/comments/index.js';
import type { LiveChatService } from '#server/features/live-chat/index.js';
import type { MailService } from '#server/features/mail/index.js';
import type { MembersService } from '#server/features/members/index.js';
import type { SettingsService } from '#server/features/settings/index.js';
import type { StaffMarksRepository, StaffNotificationKind } from './staff-marks-repository.js';

/** At most one new-member email an hour: the first at once, later ones as one digest. */
export const NEW_MEMBERS_EVERY_MS = 60 * 60_000;
/** At most one "waiting for review" email every 15 minutes. */
export const MODERATION_EVERY_MS = 15 * 60_000;
/** Names listed in a digest; the rest are counted. */
const DIGEST_NAMES = 20;

interface Dependencies {
  marks: StaffMarksRepository;
  staff: Pick<StaffService, 'recipients'>;
  members: Pick<MembersService, 'joinedAfter'>;
  comments: Pick<CommentsService, 'heldAfter'>;
  liveChat: Pick<LiveChatService, 'heldAfter'>;
  settings: Pick<SettingsService, 'get'>;
  mail: Pick<MailService, 'send'>;
  siteUrl: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}

interface News {
  /** The newest item's creation time: the next email covers only what came after. */
  newestAt: string;
  subject: string;
  paragraphs: string[];
  action: { label: string; section: AdminSection };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Emails to staff who gave an address and opted in: new members (admins only) and
 * posts held for review, each only while Email Notifications and its own switch are on. A kind
 * is sent at most once per its interval; what comes meanwhile goes into the next one. Any
 * instance may check: the mark in the database moves once, and whoever moved it sends.
 */
export function createStaffNotificationsService(deps: Dependencies) {
  const now = deps.now ?? (() => new Date());
  const panelLink = (section: AdminSection) => {
    const url = new URL(SITE_ROUTES.admin.path, `${deps.siteUrl}/`);
    url.searchParams.set('section', section);
    return url.toString();
  };

  async function newMembers(since: string): Promise<News | undefined> {
    const { joined, total, newestAt } = await deps.members.joinedAfter(since, DIGEST_NAMES);
    const [first] = joined;
    if (!first || !newestAt) return undefined;
    const who = (member: { name: string; location: string }) =>
      member.location ? `${member.name} (${member.location})` : member.name;
    if (total === 1) {
      return {
        newestAt,
        subject: `New member: ${first.name}`,
        paragraphs: [`${who(first)} has registered on the website.`],
        action: { label: 'Open User Management', section: 'users' },
      };
    }
    const more = total - joined.length;
    return {
      newestAt,
      subject: `${total} new members`,
      paragraphs: [
        `${total} people have registered on the website since our last email:`,
        joined.map(who).join('\n') + (more > 0 ? `\n…and ${more} more` : ''),
      ],
      action: { label: 'Open User Management', section: 'users' },
    };
  }

  async function heldPosts(since: string): Promise<News | undefined> {
    const [comments, messages] = await Promise.all([
      deps.comments.heldAfter(since),
      deps.liveChat.heldAfter(since),
    ]);
    const newestAt = [comments.newestAt, messages.newestAt].filter(Boolean).sort().at(-1);
    if (!newestAt) return undefined;
    const parts = [
      ...(comments.count ? [plural(comments.count, 'comment', 'comments')] : []),
      ...(messages.count
        ? [
            plural(
              messages.count,
              'chat message or prayer request',
              'chat messages or prayer requests',
            ),
          ]
        : []),
    ];
    const total = comments.count + messages.count;
    return {
      newestAt,
      subject:
        total === 1 ? 'A post is waiting for review' : `${total} posts are waiting for review`,
      paragraphs: [
        `New since our last email: ${parts.join(' and ')}, held for review. Visitors see them once a moderator approves them.`,
      ],
      action: {
        label: 'Review them',
        section: messages.count ? 'moderation' : 'comments',
      },
    };
  }

  const KINDS = {
    'new-members': {
      everyMs: NEW_MEMBERS_EVERY_MS,
      enabled: (n: Settings['notifications']) => n.emailNotifications && n.userRegistrations,
      news: newMembers,
    },
    moderation: {
      everyMs: MODERATION_EVERY_MS,
      enabled: (n: Settings['notifications']) => n.emailNotifications && n.commentModeration,
      news: heldPosts,
    },
  } as const;

  /** Sends one kind's email if it is on, due, and there is news: answers the emails queued. */
  async function check(kind: StaffNotificationKind): Promise<number> {
    const { notifications } = await deps.settings.get();
    const { everyMs, enabled, news } = KINDS[kind];
    const at = now();
    await deps.marks.ensure(kind, at);
    const mark = await deps.marks.find(kind);
    if (!mark) return 0;
    if (mark.lastSentAt && at.getTime() - Date.parse(mark.lastSentAt) < everyMs) return 0;
    const found = await news(mark.coveredUntil);
    if (!found) return 0;
    // Switched off, the news is passed over, so switching on later sends no old backlog.
    const on = enabled(notifications);
    const moved = await deps.marks.advance(kind, mark, {
      lastSentAt: on ? at.toISOString() : (mark.lastSentAt ?? new Date(0).toISOString()),
      coveredUntil: found.newestAt,
    });
    if (!moved || !on) return 0;
    const recipients = await deps.staff.recipients(kind);
    for (const recipient of recipients) {
      await deps.mail.send(`staff-${kind}`, recipient.email, {
        subject: found.subject,
        greeting: `Dear ${recipient.displayName},`,
        paragraphs: [
          ...found.paragraphs,
          'You get this email because you asked for it under My Account in the admin panel.',
        ],
        action: { label: found.action.label, url: panelLink(found.action.section) },
      });
    }
    return recipients.length;
  }

  return {
    /** Starts both kinds' marks now: what came before is never mailed. */
    async start(): Promise<void> {
      const at = now();
      await deps.marks.ensure('new-members', at);
      await deps.marks.ensure('moderation', at);
    },

    checkNewMembers: () => check('new-members'),
    checkModeration: () => check('moderation'),
  };
}

export type StaffNotificationsService = ReturnType<typeof createStaffNotificationsService>;
