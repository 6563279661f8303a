import { anyColumnContains } from '#server/platform/db/text-search.js';
import type { Kysely, Selectable } from 'kysely';
import { newId, newSecretId, nowIso, toFlag } from '#server/platform/db/ids.js';
import type { Database } from '#server/platform/db/schema.js';
import type { QuickChatMessagesTable, QuickChatsTable } from './schema.js';

export type QuickChatRow = Selectable<QuickChatsTable>;
export type QuickChatMessageRow = Selectable<QuickChatMessagesTable>;

export interface ChatSender {
  name: string;
  email: string;
  isAdmin: boolean;
}

export interface NewQuickChat {
  visitorName: string;
  visitorEmail: string;
  userId: string | null;
}

/** A conversation in the admin list, with its newest message and unread count. */
export interface QuickChatSummary extends QuickChatRow {
  lastMessage: QuickChatMessageRow | null;
  unread: number;
  /** The distinct admins who answered, as they signed their replies. */
  adminSenders: ChatSender[];
}

export interface QuickChatListFilter {
  search?: string;
  /** Only this conversation (for the panel's live summary of one chat). */
  id?: string;
  offset: number;
  limit: number;
}

export function createQuickChatsRepository(db: Kysely<Database>) {
  function filtered(search?: string, id?: string) {
    let query = db.selectFrom('quickChats');
    if (id) query = query.where('quickChats.id', '=', id);
    if (search) {
      query = query.where((eb) =>
        anyColumnContains(eb, ['quickChats.visitorName', 'quickChats.visitorEmail'], search),
      );
    }
    return query;
  }

  return {
    findById(id: string): Promise<QuickChatRow | undefined> {
      return db.selectFrom('quickChats').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Starts a conversation with its first message, in one transaction. */
    async start(chat: NewQuickChat, message: string) {
      const now = nowIso();
      const row: QuickChatRow = {
        id: newSecretId(),
        ...chat,
        lastMessageAt: now,
        adminReadAt: null,
        createdAt: now,
        // Writing is reading: the visitor has seen the conversation up to their own message.
        visitorReadAt: now,
        replyEmailedUpTo: null,
      };
      const first = await db.transaction().execute(async (trx) => {
        await trx.insertInto('quickChats').values(row).execute();
        return addMessage(
          trx,
          row.id,
          { name: chat.visitorName, email: chat.visitorEmail, isAdmin: false },
          message,
          now,
        );
      });
      return { chat: row, message: first };
    },

    /**
     * Adds a message to a conversation; undefined when there is no such conversation. `at` is
     * now unless given (a message that must sort after one written in the same millisecond).
     */
    async addMessage(chatId: string, sender: ChatSender, message: string, at?: string) {
      const now = at ?? nowIso();
      return db.transaction().execute(async (trx) => {
        const touched = await trx
          .updateTable('quickChats')
          .set({ lastMessageAt: now })
          .where('id', '=', chatId)
          .executeTakeFirst();
        if (Number(touched.numUpdatedRows) === 0) return undefined;
        return addMessage(trx, chatId, sender, message, now);
      });
    },

    /** The newest `limit` messages of a conversation, oldest first. */
    async listMessages(chatId: string, limit: number): Promise<QuickChatMessageRow[]> {
      const newestFirst = await db
        .selectFrom('quickChatMessages')
        .selectAll()
        .where('chatId', '=', chatId)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return newestFirst.reverse();
    },

    /** Records that the church has read the conversation up to this time (never backwards). */
    async markRead(chatId: string, upTo: string) {
      await db
        .updateTable('quickChats')
        .set({ adminReadAt: upTo })
        .where('id', '=', chatId)
        .where((eb) => eb.or([eb('adminReadAt', 'is', null), eb('adminReadAt', '<', upTo)]))
        .execute();
    },

    /** Conversations, newest activity first, with their newest message and unread count. */
    async list({ search, id, offset, limit }: QuickChatListFilter) {
      const rows = await filtered(search, id)
        .selectAll('quickChats')
        .select((eb) =>
          // Visitor messages after the church last opened the conversation.
          eb
            .selectFrom('quickChatMessages as m')
            .select((inner) => inner.fn.countAll<string | number>().as('n'))
            .whereRef('m.chatId', '=', 'quickChats.id')
            .where('m.senderIsAdmin', '=', 0)
            .where((inner) =>
              inner.or([
                inner('quickChats.adminReadAt', 'is', null),
                inner('m.createdAt', '>', inner.ref('quickChats.adminReadAt')),
              ]),
            )
            .as('unread'),
        )
        .orderBy('quickChats.lastMessageAt', 'desc')
        .orderBy('quickChats.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
      const totals = await filtered(search, id)
        .select((eb) => eb.fn.countAll<string | number>().as('total'))
        .executeTakeFirstOrThrow();
      const ids = rows.map((row) => row.id);
      const [lastMessages, adminSenders] = ids.length
        ? await Promise.all([lastMessagesOf(ids), adminSendersOf(ids)])
        : [new Map<string, QuickChatMessageRow>(), new Map<string, ChatSender[]>()];
      const chats: QuickChatSummary[] = rows.map(({ unread, ...row }) => ({
        ...row,
        unread: Number(unread ?? 0),
        lastMessage: lastMessages.get(row.id) ?? null,
        adminSenders: adminSenders.get(row.id) ?? [],
      }));
      return { chats, total: Number(totals.total) };
    },

    /** Unread visitor messages over all conversations. */
    async unreadTotal(): Promise<number> {
      const row = await db
        .selectFrom('quickChatMessages as m')
        .innerJoin('quickChats as c', 'c.id', 'm.chatId')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('m.senderIsAdmin', '=', 0)
        .where((eb) =>
          eb.or([eb('c.adminReadAt', 'is', null), eb('m.createdAt', '>', eb.ref('c.adminReadAt'))]),
        )
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * A member's own conversations, newest activity first, each with its newest message and the
     * church's replies after the visitor last read it.
     */
    async ofMember(memberId: string, limit = 100) {
      const rows = await db
        .selectFrom('quickChats')
        .selectAll('quickChats')
        .select((eb) =>
          eb
            .selectFrom('quickChatMessages as m')
            .select((inner) => inner.fn.countAll<string | number>().as('n'))
            .whereRef('m.chatId', '=', 'quickChats.id')
            .where('m.senderIsAdmin', '=', 1)
            .where((inner) =>
              inner.or([
                inner('quickChats.visitorReadAt', 'is', null),
                inner('m.createdAt', '>', inner.ref('quickChats.visitorReadAt')),
              ]),
            )
            .as('unread'),
        )
        .where('userId', '=', memberId)
        .orderBy('lastMessageAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      const last = rows.length
        ? await lastMessagesOf(rows.map((row) => row.id))
        : new Map<string, QuickChatMessageRow>();
      return rows.map(({ unread, ...row }) => ({
        ...row,
        unread: Number(unread ?? 0),
        lastMessage: last.get(row.id) ?? null,
      }));
    },

    /** Deletes a member's own conversations with their messages: how many. */
    eraseOfMember(memberId: string): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const chats = trx.selectFrom('quickChats').select('id').where('userId', '=', memberId);
        await trx.deleteFrom('quickChatMessages').where('chatId', 'in', chats).execute();
        const result = await trx
          .deleteFrom('quickChats')
          .where('userId', '=', memberId)
          .executeTakeFirst();
        return Number(result.numDeletedRows);
      });
    },

    async adminSenders(chatId: string): Promise<ChatSender[]> {
      return (await adminSendersOf([chatId])).get(chatId) ?? [];
    },
  };

  async function lastMessagesOf(chatIds: string[]) {
    // One query for the page: each conversation's newest message by time, then id.
    const rows = await db
      .selectFrom('quickChatMessages as m')
      .selectAll('m')
      .where('m.chatId', 'in', chatIds)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('quickChatMessages as newer')
              .select('newer.id')
              .whereRef('newer.chatId', '=', 'm.chatId')
              .where((eb) =>
                eb.or([
                  eb('newer.createdAt', '>', eb.ref('m.createdAt')),
                  eb.and([
                    eb('newer.createdAt', '=', eb.ref('m.createdAt')),
                    eb('newer.id', '>', eb.ref('m.id')),
                  ]),
                ]),
              ),
          ),
        ),
      )
      .execute();
    return new Map(rows.map((row) => [row.chatId, row]));
  }

  async function adminSendersOf(chatIds: string[]) {
    const rows = await db
      .selectFrom('quickChatMessages')
      .select(['chatId', 'senderName', 'senderEmail'])
      .distinct()
      .where('chatId', 'in', chatIds)
      .where('senderIsAdmin', '=', 1)
      .orderBy('chatId')
      .orderBy('senderName')
      .execute();
    const byChat = new Map<string, ChatSender[]>();
    for (const row of rows) {
      const list = byChat.get(row.chatId) ?? [];
      list.push({ name: row.senderName, email: row.senderEmail, isAdmin: true });
      byChat.set(row.chatId, list);
    }
    return byChat;
  }
}

async function addMessage(
  db: Kysely<Database>,
  chatId: string,
  sender: ChatSender,
  message: string,
  createdAt: string,
): Promise<QuickChatMessageRow> {
  const row: QuickChatMessageRow = {
    id: newId(new Date(createdAt)),
    chatId,
    senderName: sender.name,
    senderEmail: sender.email,
    senderIsAdmin: toFlag(sender.isAdmin),
    message,
    createdAt,
  };
  await db.insertInto('quickChatMessages').values(row).execute();
  return row;
}

export type QuickChatsRepository = ReturnType<typeof createQuickChatsRepository>;
