import type { Kysely, Selectable } from 'kysely';
import type { MessageType, ReactionType } from '#shared/constants.js';
import type { ChatMessageState } from '#shared/schemas/moderation.js';
import { newId, nowIso } from '#server/platform/db/ids.js';
import type { Database } from '#server/platform/db/schema.js';
import type { ChatMessagesTable } from './schema.js';
import { REACTION_COLUMNS, ZERO_REACTIONS } from '#server/platform/db/reaction-columns.js';

export type ChatMessageRow = Selectable<ChatMessagesTable>;

export interface NewChatMessage {
  streamId: string;
  memberId: string | null;
  userName: string;
  userEmail: string;
  message: string;
  messageType: MessageType;
  /** Visible unless given (see the moderation feature). */
  state?: ChatMessageState;
  addressKey?: string | null;
  deviceKey?: string | null;
  /** Now unless given (imports and tests). */
  createdAt?: string;
}

export interface ChatMessageFilter {
  streamId: string;
  messageType?: MessageType;
  /** Only messages created strictly after this ISO time. */
  after?: string;
  limit: number;
}

export function createChatMessagesRepository(db: Kysely<Database>) {
  return {
    /** Messages held for review posted after `since`: how many, and the newest one's time. */
    async heldAfter(since: string): Promise<{ count: number; newestAt: string | null }> {
      const row = await db
        .selectFrom('chatMessages')
        .select((eb) => [
          eb.fn.countAll<string | number>().as('count'),
          eb.fn.max('createdAt').as('newestAt'),
        ])
        .where('state', '=', 'held')
        .where('createdAt', '>', since)
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), newestAt: row.newestAt ?? null };
    },

    /** The newest `limit` visible messages matching the filter, oldest first. */
    async list({ streamId, messageType, after, limit }: ChatMessageFilter) {
      let query = db
        .selectFrom('chatMessages')
        .selectAll()
        .where('streamId', '=', streamId)
        .where('state', '=', 'visible');
      if (messageType) query = query.where('messageType', '=', messageType);
      if (after) query = query.where('createdAt', '>', after);
      const newestFirst = await query
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return newestFirst.reverse();
    },

    async create(input: NewChatMessage): Promise<ChatMessageRow> {
      const createdAt = input.createdAt ?? nowIso();
      const row: ChatMessageRow = {
        id: newId(new Date(createdAt)),
        ...input,
        state: input.state ?? 'visible',
        addressKey: input.addressKey ?? null,
        deviceKey: input.deviceKey ?? null,
        ...ZERO_REACTIONS,
        createdAt,
      };
      await db.insertInto('chatMessages').values(row).execute();
      return row;
    },

    /**
     * Counts one reaction on a message of an active stream, atomically in SQL;
     * undefined when there is no such message or its stream is no longer active.
     */
    addReaction(id: string, reactionType: ReactionType): Promise<ChatMessageRow | undefined> {
      const column = REACTION_COLUMNS[reactionType];
      return db
        .updateTable('chatMessages')
        .set(column, (eb) => eb(column, '+', 1))
        .where('id', '=', id)
        .where('state', '=', 'visible')
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('streams')
              .select('streams.id')
              .whereRef('streams.id', '=', 'chatMessages.streamId')
              .where('streams.isActive', '=', 1),
          ),
        )
        .returningAll()
        .executeTakeFirst();
    },
  };
}

export type ChatMessagesRepository = ReturnType<typeof createChatMessagesRepository>;
