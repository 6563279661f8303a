import type { Kysely } from 'kysely';
import { pageOffset } from '#shared/schemas/admin-list.js';
import type { AdminChatMessagesQuery, ChatMessageState } from '#shared/schemas/moderation.js';
import type { Database } from '#server/platform/db/schema.js';
import { anyColumnContains } from '#server/platform/db/text-search.js';
import type { ChatMessageRow } from './repository.js';

const SEARCHED = ['message', 'userName', 'userEmail'];

/** Live Moderation's reads and writes: every message in every state. */
export function createAdminChatMessagesRepository(db: Kysely<Database>) {
  const findById = (id: string): Promise<ChatMessageRow | undefined> =>
    db.selectFrom('chatMessages').selectAll().where('id', '=', id).executeTakeFirst();
  return {
    findById,
    /** A page of messages, newest first, filtered and searched in SQL. */
    async list(query: AdminChatMessagesQuery) {
      let filtered = db.selectFrom('chatMessages');
      if (query.streamId) filtered = filtered.where('streamId', '=', query.streamId);
      if (query.messageType) filtered = filtered.where('messageType', '=', query.messageType);
      if (query.state) filtered = filtered.where('state', '=', query.state);
      if (query.search) {
        const search = query.search;
        filtered = filtered.where((eb) => anyColumnContains(eb, SEARCHED, search));
      }
      const [rows, count] = await Promise.all([
        filtered
          .selectAll()
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .limit(query.limit)
          .offset(pageOffset(query))
          .execute(),
        filtered.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirst(),
      ]);
      return { rows, total: Number(count?.total ?? 0) };
    },
    /** The message before and after the change; undefined when there is no such message. */
    async setState(id: string, state: ChatMessageState) {
      const before = await findById(id);
      if (!before) return undefined;
      const after = await db
        .updateTable('chatMessages')
        .set({ state })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return after ? { before, after } : undefined;
    },
    async delete(id: string): Promise<ChatMessageRow | undefined> {
      return db.deleteFrom('chatMessages').where('id', '=', id).returningAll().executeTakeFirst();
    },
  };
}

export type AdminChatMessagesRepository = ReturnType<typeof createAdminChatMessagesRepository>;
