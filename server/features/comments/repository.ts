import type { Kysely, Selectable } from 'kysely';
import type { ReactionType } from '#shared/constants.js';
import { newId, nowIso, toFlag } from '#server/platform/db/ids.js';
import type { Database } from '#server/platform/db/schema.js';
import type { CommentsTable } from './schema.js';
import { REACTION_COLUMNS, ZERO_REACTIONS } from '#server/platform/db/reaction-columns.js';

export type CommentRow = Selectable<CommentsTable>;

export interface NewComment {
  streamId: string;
  memberId: string | null;
  userName: string;
  userEmail: string;
  content: string;
  isModerated?: boolean;
  isSpam?: boolean;
  /** Held for review: public once approved (see the moderation feature). */
  isHeld?: boolean;
  addressKey?: string | null;
  deviceKey?: string | null;
  /** Now unless given (imports and tests). */
  createdAt?: string;
}

export function createCommentsRepository(db: Kysely<Database>) {
  return {
    /** Comments held for review and not yet decided, posted after `since`: how many, the newest. */
    async heldAfter(since: string): Promise<{ count: number; newestAt: string | null }> {
      const row = await db
        .selectFrom('comments')
        .select((eb) => [
          eb.fn.countAll<string | number>().as('count'),
          eb.fn.max('createdAt').as('newestAt'),
        ])
        .where('isHeld', '=', 1)
        .where('isModerated', '=', 0)
        .where('isSpam', '=', 0)
        .where('createdAt', '>', since)
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), newestAt: row.newestAt ?? null };
    },

    /** The newest `limit` public comments of a stream (not spam, not held unless approved), oldest first. */
    async listVisibleForStream(streamId: string, limit: number): Promise<CommentRow[]> {
      const newestFirst = await db
        .selectFrom('comments')
        .selectAll()
        .where('streamId', '=', streamId)
        .where('isSpam', '=', 0)
        .where((eb) => eb.or([eb('isHeld', '=', 0), eb('isModerated', '=', 1)]))
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return newestFirst.reverse();
    },

    async create(input: NewComment): Promise<CommentRow> {
      const createdAt = input.createdAt ?? nowIso();
      const row: CommentRow = {
        id: newId(new Date(createdAt)),
        streamId: input.streamId,
        memberId: input.memberId,
        userName: input.userName,
        userEmail: input.userEmail,
        content: input.content,
        isModerated: toFlag(input.isModerated ?? false),
        isSpam: toFlag(input.isSpam ?? false),
        isHeld: toFlag(input.isHeld ?? false),
        addressKey: input.addressKey ?? null,
        deviceKey: input.deviceKey ?? null,
        ...ZERO_REACTIONS,
        createdAt,
        updatedAt: createdAt,
      };
      await db.insertInto('comments').values(row).execute();
      return row;
    },

    /**
     * Counts one reaction on a visible comment (not spam) of an active stream, atomically in SQL;
     * undefined when there is no such comment.
     */
    addReaction(id: string, reactionType: ReactionType): Promise<CommentRow | undefined> {
      const column = REACTION_COLUMNS[reactionType];
      return db
        .updateTable('comments')
        .set(column, (eb) => eb(column, '+', 1))
        .where('id', '=', id)
        .where('isSpam', '=', 0)
        .where((eb) => eb.or([eb('isHeld', '=', 0), eb('isModerated', '=', 1)]))
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('streams')
              .select('streams.id')
              .whereRef('streams.id', '=', 'comments.streamId')
              .where('streams.isActive', '=', 1),
          ),
        )
        .returningAll()
        .executeTakeFirst();
    },
  };
}

export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
