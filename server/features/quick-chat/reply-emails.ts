import { ANONYMOUS_AUTHOR } from '#shared/limits.js';
import type { FastifyBaseLogger } from 'fastify';
import { QUICK_CHAT_LINK_PREFIX } from '#shared/constants.js';
import type { MailService } from '#server/features/mail/index.js';
import type { ReplyEmailRepository } from './reply-email-repository.js';

/** A church reply the visitor has not received for this long is emailed to them (by default). */
export const REPLY_EMAIL_AFTER_MS = 5 * 60_000;
/** Replies older than this are never emailed (a long outage, conversations from before). */
const REPLY_EMAIL_HORIZON_MS = 24 * 3_600_000;
/** How often each instance looks for such replies (more often when the wait is shorter). */
const LOOK_EVERY_MS = 60_000;
const BATCH_SIZE = 20;
/** Replies quoted in one email; the link shows the rest. */
const QUOTED_REPLIES = 5;
const QUOTE_CHARACTERS = 1_000;

interface Dependencies {
  repository: ReplyEmailRepository;
  mail: Pick<MailService, 'send'>;
  siteUrl: string;
  log: FastifyBaseLogger;
  /** QUICK_CHAT_EMAIL_AFTER_SECONDS. */
  afterMs?: number;
  now?: () => Date;
}

const quote = (text: string) =>
  text.length > QUOTE_CHARACTERS ? `${text.slice(0, QUOTE_CHARACTERS)}…` : text;

/**
 * Quick chat replies by email (ADR 0150): a reply the visitor's page has not received within
 * five minutes is emailed to the address they gave, once per spell of unread replies, with a
 * link that reopens the conversation on any device. One instance looks once a minute (see
 * services.ts); each conversation is claimed in SQL first, so only one instance ever sends.
 */
export function createReplyEmails({
  repository,
  mail,
  siteUrl,
  log,
  afterMs = REPLY_EMAIL_AFTER_MS,
  now = () => new Date(),
}: Dependencies) {
  async function emailOne(chatId: string, window: { cutoff: string; since: string }) {
    const chat = await repository.claim(chatId, window);
    if (!chat?.replyEmailedUpTo) return false;
    // A visitor who gave no address (praying with someone now) is answered on the page alone.
    if (chat.visitorEmail === ANONYMOUS_AUTHOR.email) return false;
    const { replies, total } = await repository.unreadReplies(
      chat.id,
      chat.visitorReadAt,
      chat.replyEmailedUpTo,
      QUOTED_REPLIES,
    );
    const link = `${siteUrl}/${QUICK_CHAT_LINK_PREFIX}${encodeURIComponent(chat.id)}`;
    const more = total - replies.length;
    await mail.send('quick-chat-reply', chat.visitorEmail, {
      subject:
        total === 1 ? 'You have a reply to your message' : 'You have replies to your message',
      greeting: `Dear ${chat.visitorName},`,
      paragraphs: [
        'We answered you in Quick Chat on our website:',
        ...replies.map((reply) => `${reply.senderName}: “${quote(reply.message)}”`),
        ...(more > 0 ? [`…and ${more} more in the conversation.`] : []),
        'The link below opens the conversation on any device, so you can answer there. Keep it to yourself: it is the key to your conversation.',
      ],
      action: { label: 'Open the conversation', url: link },
    });
    return true;
  }

  /** Emails every conversation due at `at` (tests pass a later time); how many were sent. */
  async function runOnce(at: Date = now()): Promise<number> {
    const window = {
      cutoff: new Date(at.getTime() - afterMs).toISOString(),
      since: new Date(at.getTime() - REPLY_EMAIL_HORIZON_MS).toISOString(),
    };
    let sent = 0;
    for (;;) {
      const due = await repository.due(window, BATCH_SIZE);
      let sentNow = 0;
      for (const { id, replyEmailedUpTo } of due) {
        try {
          if (await emailOne(id, window)) sentNow += 1;
        } catch (error) {
          // Not queued: the conversation is due again at the next look.
          log.error({ err: error }, 'quick chat reply email not queued');
          await repository.release(id, replyEmailedUpTo);
          return sent + sentNow;
        }
      }
      sent += sentNow;
      // Another instance took this batch: the rest is left to the next look.
      if (due.length < BATCH_SIZE || sentNow === 0) return sent;
    }
  }

  return {
    runOnce,
    /** How often to look: more often when the wait is shorter. */
    lookEveryMs: Math.max(1000, Math.min(LOOK_EVERY_MS, afterMs / 5)),
  };
}

export type ReplyEmails = ReturnType<typeof createReplyEmails>;
