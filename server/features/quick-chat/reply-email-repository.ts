import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '#server/platform/db/schema.js';
import type { QuickChatMessageRow, QuickChatRow } from './repository.js';

/** A conversation whose church replies have waited unread long enough to be emailed. */
interface Window {
  /** Replies sent at or before this have waited long enough. */
  cutoff: string;
  /** Replies older than this are not emailed any more (a server that was down, old chats). */
  since: string;
}

/**
 * Due for an email: a church reply the visitor's page never received, sent between `since` and
 * `cutoff`, and no email about this conversation since the visitor last read it (one email per
 * spell of unread replies). Checked again in the claim, so two instances never both send.
 */
function dueForEmail({ cutoff, since }: Window) {
  return (eb: ExpressionBuilder<Database, 'quickChats'>) =>
    eb.and([
      eb('quickChats.lastMessageAt', '>=', since),
      // A member who deleted their account left their conversations without an address.
      eb('quickChats.visitorEmail', '!=', ''),
      eb.or([
        eb('quickChats.replyEmailedUpTo', 'is', null),
        eb('quickChats.replyEmailedUpTo', '<=', eb.ref('quickChats.visitorReadAt')),
      ]),
      eb.exists(
        eb
          .selectFrom('quickChatMessages as m')
          .select('m.id')
          .whereRef('m.chatId', '=', 'quickChats.id')
          .where('m.senderIsAdmin', '=', 1)
          .where('m.createdAt', '<=', cutoff)
          .where('m.createdAt', '>=', since)
          .where((inner) =>
            inner.or([
              inner('quickChats.visitorReadAt', 'is', null),
              inner('m.createdAt', '>', inner.ref('quickChats.visitorReadAt')),
            ]),
          ),
      ),
    ]);
}

/** What the visitor has read of a conversation, and which replies were emailed (ADR 0150). */
export function createReplyEmailRepository(db: Kysely<Database>) {
  return {
    /** The visitor's page received the conversation up to this time (never backwards). */
    async markVisitorRead(chatId: string, upTo: string): Promise<void> {
      await db
        .updateTable('quickChats')
        .set({ visitorReadAt: upTo })
        .where('id', '=', chatId)
        .where((eb) => eb.or([eb('visitorReadAt', 'is', null), eb('visitorReadAt', '<', upTo)]))
        .execute();
    },

    due(window: Window, limit: number): Promise<Pick<QuickChatRow, 'id' | 'replyEmailedUpTo'>[]> {
      return db
        .selectFrom('quickChats')
        .select(['id', 'replyEmailedUpTo'])
        .where(dueForEmail(window))
        .orderBy('lastMessageAt')
        .limit(limit)
        .execute();
    },

    /**
     * Takes a due conversation for one email: marks every church reply so far as emailed, in
     * the same update that checks it is still due. Undefined when another instance took it, or
     * the visitor read it meanwhile.
     */
    claim(chatId: string, window: Window): Promise<QuickChatRow | undefined> {
      return db
        .updateTable('quickChats')
        .set((eb) => ({
          replyEmailedUpTo: eb
            .selectFrom('quickChatMessages as m')
            .select((inner) => inner.fn.max('m.createdAt').as('newest'))
            .whereRef('m.chatId', '=', 'quickChats.id')
            .where('m.senderIsAdmin', '=', 1),
        }))
        .where('id', '=', chatId)
        .where(dueForEmail(window))
        .returningAll()
        .executeTakeFirst();
    },

    /** An email could not be queued: the conversation is due again at the next look. */
    async release(chatId: string, emailedUpTo: string | null): Promise<void> {
      await db
        .updateTable('quickChats')
        .set({ replyEmailedUpTo: emailedUpTo })
        .where('id', '=', chatId)
        .execute();
    },

    /** The church replies after `after` up to `upTo`, the newest `limit`, oldest first. */
    async unreadReplies(
      chatId: string,
      after: string | null,
      upTo: string,
      limit: number,
    ): Promise<{ replies: QuickChatMessageRow[]; total: number }> {
      let query = db
        .selectFrom('quickChatMessages')
        .where('chatId', '=', chatId)
        .where('senderIsAdmin', '=', 1)
        .where('createdAt', '<=', upTo);
      if (after) query = query.where('createdAt', '>', after);
      const [newestFirst, counted] = await Promise.all([
        query.selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).execute(),
        query
          .select((eb) => eb.fn.countAll<string | number>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { replies: newestFirst.reverse(), total: Number(counted.total) };
    },
  };
}

export type ReplyEmailRepository = ReturnType<typeof createReplyEmailRepository>;
