import { type Kysely, type Selectable, sql } from 'kysely';
import type { ReactionType } from '../../shared/constants.js';
import { newId, nowIso, toFlag } from '../db/ids.js';
import type { Database, StreamsTable } from '../db/schema.js';
import { REACTION_COLUMNS } from './reaction-columns.js';

export type StreamRow = Selectable<StreamsTable>;

export interface NewStream {
  title: string;
  streamUrl: string;
  description?: string;
  embedUrl?: string;
  streamType?: string;
  scheduledDate?: string | null;
  tags?: string[];
  isFeatured?: boolean;
  isLive?: boolean;
  isActive?: boolean;
}

export interface NewStreamReaction {
  streamId: string;
  memberId: string | null;
  userName: string;
  userEmail: string;
  reactionType: ReactionType;
}

export function createStreamsRepository(db: Kysely<Database>) {
  return {
    /** Active streams: live ones first, then by scheduled date (unscheduled last), then oldest first. */
    listActive(): Promise<StreamRow[]> {
      return (
        db
          .selectFrom('streams')
          .selectAll()
          .where('isActive', '=', 1)
          .orderBy('isLive', 'desc')
          // Both databases sort false/0 before true/1; their NULL placement differs, so spell it out.
          .orderBy(sql`${sql.ref('scheduledDate')} is null`)
          .orderBy('scheduledDate', 'asc')
          .orderBy('createdAt', 'asc')
          .orderBy('id', 'asc')
          .execute()
      );
    },

    findActiveById(id: string): Promise<StreamRow | undefined> {
      return db
        .selectFrom('streams')
        .selectAll()
        .where('id', '=', id)
        .where('isActive', '=', 1)
        .executeTakeFirst();
    },

    async create(input: NewStream): Promise<StreamRow> {
      const now = nowIso();
      const row: StreamRow = {
        id: newId(),
        title: input.title,
        description: input.description ?? '',
        streamUrl: input.streamUrl,
        embedUrl: input.embedUrl ?? '',
        streamType: input.streamType ?? 'other',
        scheduledDate: input.scheduledDate ?? null,
        tags: JSON.stringify(input.tags ?? []),
        isFeatured: toFlag(input.isFeatured ?? false),
        isLive: toFlag(input.isLive ?? false),
        isActive: toFlag(input.isActive ?? true),
        reactionAmen: 0,
        reactionPraise: 0,
        reactionFire: 0,
        reactionHeart: 0,
        reactionSad: 0,
        createdAt: now,
        updatedAt: now,
      };
      await db.insertInto('streams').values(row).execute();
      return row;
    },

    /**
     * Counts one reaction on an active stream (an atomic increment in SQL, so concurrent
     * reactions never lose a count) and logs who reacted; undefined when no such active stream.
     */
    addReaction(reaction: NewStreamReaction): Promise<StreamRow | undefined> {
      const column = REACTION_COLUMNS[reaction.reactionType];
      return db.transaction().execute(async (trx) => {
        const stream = await trx
          .updateTable('streams')
          .set(column, (eb) => eb(column, '+', 1))
          .where('id', '=', reaction.streamId)
          .where('isActive', '=', 1)
          .returningAll()
          .executeTakeFirst();
        if (!stream) return undefined;
        await trx
          .insertInto('streamReactions')
          .values({ id: newId(), ...reaction, createdAt: nowIso() })
          .execute();
        return stream;
      });
    },
  };
}

export type StreamsRepository = ReturnType<typeof createStreamsRepository>;
