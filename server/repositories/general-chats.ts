import { type Kysely, type Selectable, sql } from 'kysely';
import { newId, newSecretId, nowIso, toFlag } from '../db/ids.js';
import type { Database, GeneralChatMessagesTable, GeneralChatsTable } from '../db/schema.js';

export type GeneralChatRow = Selectable<GeneralChatsTable>;
export type GeneralChatMessageRow = Selectable<GeneralChatMessagesTable>;

export interface ChatSender {
  name: string;
  email: string;
  isAdmin: boolean;
}

export interface NewGeneralChat {
  visitorName: string;
  visitorEmail: string;
  userId: string | null;
}

/** A conversation in the admin list, with its newest message and unread count. */
export interface GeneralChatSummary extends GeneralChatRow {
  lastMessage: GeneralChatMessageRow | null;
  unread: number;
  /** The distinct admins who answered, as they signed their replies. */
  adminSenders: ChatSender[];
}

export interface GeneralChatListFilter {
  search?: string;
  offset: number;
  limit: number;
}

/** Escapes LIKE wildcards so a search for "50%" finds that text. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createGeneralChatsRepository(db: Kysely<Database>) {
  function filtered(search?: string) {
    let query = db.selectFrom('generalChats');
    if (search) {
      const pattern = likePattern(search.toLowerCase());
      const matches = (column: 'generalChats.visitorName' | 'generalChats.visitorEmail') =>
        sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
      query = query.where((eb) =>
        eb.or([matches('generalChats.visitorName'), matches('generalChats.visitorEmail')]),
      );
    }
    return query;
  }

  return {
    findById(id: string): Promise<GeneralChatRow | undefined> {
      return db.selectFrom('generalChats').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Starts a conversation with its first message, in one transaction. */
    async start(chat: NewGeneralChat, message: string) {
      const now = nowIso();
      const row: GeneralChatRow = {
        id: newSecretId(),
        ...chat,
        lastMessageAt: now,
        adminReadAt: null,
        createdAt: now,
      };
      const first = await db.transaction().execute(async (trx) => {
        await trx.insertInto('generalChats').values(row).execute();
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

    /** Adds a message to a conversation; undefined when there is no such conversation. */
    async addMessage(chatId: string, sender: ChatSender, message: string) {
      const now = nowIso();
      return db.transaction().execute(async (trx) => {
        const touched = await trx
          .updateTable('generalChats')
          .set({ lastMessageAt: now })
          .where('id', '=', chatId)
          .executeTakeFirst();
        if (Number(touched.numUpdatedRows) === 0) return undefined;
        return addMessage(trx, chatId, sender, message, now);
      });
    },

    /** The newest `limit` messages of a conversation, oldest first. */
    async listMessages(chatId: string, limit: number): Promise<GeneralChatMessageRow[]> {
      const newestFirst = await db
        .selectFrom('generalChatMessages')
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
        .updateTable('generalChats')
        .set({ adminReadAt: upTo })
        .where('id', '=', chatId)
        .where((eb) => eb.or([eb('adminReadAt', 'is', null), eb('adminReadAt', '<', upTo)]))
        .execute();
    },

    /** Conversations, newest activity first, with their newest message and unread count. */
    async list({ search, offset, limit }: GeneralChatListFilter) {
      const rows = await filtered(search)
        .selectAll('generalChats')
        .select((eb) =>
          // Visitor messages after the church last opened the conversation.
          eb
            .selectFrom('generalChatMessages as m')
            .select((inner) => inner.fn.countAll<string | number>().as('n'))
            .whereRef('m.chatId', '=', 'generalChats.id')
            .where('m.senderIsAdmin', '=', 0)
            .where((inner) =>
              inner.or([
                inner('generalChats.adminReadAt', 'is', null),
                inner('m.createdAt', '>', inner.ref('generalChats.adminReadAt')),
              ]),
            )
            .as('unread'),
        )
        .orderBy('generalChats.lastMessageAt', 'desc')
        .orderBy('generalChats.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
      const totals = await filtered(search)
        .select((eb) => eb.fn.countAll<string | number>().as('total'))
        .executeTakeFirstOrThrow();
      const ids = rows.map((row) => row.id);
      const [lastMessages, adminSenders] = ids.length
        ? await Promise.all([lastMessagesOf(ids), adminSendersOf(ids)])
        : [new Map<string, GeneralChatMessageRow>(), new Map<string, ChatSender[]>()];
      const chats: GeneralChatSummary[] = rows.map(({ unread, ...row }) => ({
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
        .selectFrom('generalChatMessages as m')
        .innerJoin('generalChats as c', 'c.id', 'm.chatId')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('m.senderIsAdmin', '=', 0)
        .where((eb) =>
          eb.or([eb('c.adminReadAt', 'is', null), eb('m.createdAt', '>', eb.ref('c.adminReadAt'))]),
        )
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async adminSenders(chatId: string): Promise<ChatSender[]> {
      return (await adminSendersOf([chatId])).get(chatId) ?? [];
    },
  };

  async function lastMessagesOf(chatIds: string[]) {
    // One query for the page: each conversation's newest message by time, then id.
    const rows = await db
      .selectFrom('generalChatMessages as m')
      .selectAll('m')
      .where('m.chatId', 'in', chatIds)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('generalChatMessages as newer')
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
      .selectFrom('generalChatMessages')
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
): Promise<GeneralChatMessageRow> {
  const row: GeneralChatMessageRow = {
    id: newId(new Date(createdAt)),
    chatId,
    senderName: sender.name,
    senderEmail: sender.email,
    senderIsAdmin: toFlag(sender.isAdmin),
    message,
    createdAt,
  };
  await db.insertInto('generalChatMessages').values(row).execute();
  return row;
}

export type GeneralChatsRepository = ReturnType<typeof createGeneralChatsRepository>;
