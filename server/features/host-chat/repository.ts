import type { Kysely, Selectable } from 'kysely';
import { newId } from '#server/platform/db/ids.js';
import type { Database } from '#server/platform/db/schema.js';
import type { HostChatMessagesTable } from './schema.js';

export type HostChatMessageRow = Selectable<HostChatMessagesTable>;

export function createHostChatRepository(db: Kysely<Database>) {
  return {
    async streamExists(streamId: string): Promise<boolean> {
      const row = await db
        .selectFrom('streams')
        .select('id')
        .where('id', '=', streamId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async add(input: Omit<HostChatMessageRow, 'id' | 'createdAt'>): Promise<HostChatMessageRow> {
      const now = new Date();
      const row: HostChatMessageRow = { id: newId(now), ...input, createdAt: now.toISOString() };
      await db.insertInto('hostChatMessages').values(row).execute();
      return row;
    },

    /** The newest `limit` messages of a stream's team chat, oldest first. */
    async latest(streamId: string, limit: number): Promise<HostChatMessageRow[]> {
      const newestFirst = await db
        .selectFrom('hostChatMessages')
        .selectAll()
        .where('streamId', '=', streamId)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return newestFirst.reverse();
    },
  };
}

export type HostChatRepository = ReturnType<typeof createHostChatRepository>;
