import { type Kysely, type Selectable, sql } from 'kysely';
import { pageOffset } from '#shared/schemas/admin-list.js';
import type { AdminStreamsQuery } from '#shared/schemas/admin-streams.js';
import type { ReactionType } from '#shared/constants.js';
import { type ChatRoom, DEFAULT_CHAT_ROOM } from '#shared/schemas/moderation.js';
import { newId, nowIso, toFlag } from '#server/platform/db/ids.js';
import type { Database } from '#server/platform/db/schema.js';
import type { DatabaseKind } from '#server/platform/db/database.js';
import type { StreamsTable } from './schema.js';
import { anyColumnContains } from '#server/platform/db/text-search.js';
import { REACTION_COLUMNS } from '#server/platform/db/reaction-columns.js';

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
  endsAt?: string | null;
  chatOpensAt?: string | null;
  chatClosesAt?: string | null;
  videoDurationSeconds?: number | null;
}

export type StreamChanges = Partial<Omit<NewStream, 'tags'>> & { tags?: string[] };

export interface NewStreamReaction {
  streamId: string;
  memberId: string | null;
  userName: string;
  userEmail: string;
  reactionType: ReactionType;
}

export function createStreamsRepository(db: Kysely<Database>, kind: DatabaseKind = 'sqlite') {
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
        peakViewers: 0,
        chatSlowModeSeconds: DEFAULT_CHAT_ROOM.slowModeSeconds,
        chatPinnedMessage: DEFAULT_CHAT_ROOM.pinnedMessage,
        chatWho: DEFAULT_CHAT_ROOM.who,
        liveSince: input.isLive ? now : null,
        endsAt: input.endsAt ?? null,
        chatOpensAt: input.chatOpensAt ?? null,
        chatClosesAt: input.chatClosesAt ?? null,
        videoDurationSeconds: input.videoDurationSeconds ?? null,
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

    /** The admin list: search in title, description and tags; type and status filters; newest first. */
    async listForAdmin(query: AdminStreamsQuery): Promise<{ rows: StreamRow[]; total: number }> {
      let base = db.selectFrom('streams');
      if (query.search) {
        const search = query.search;
        base = base.where((eb) =>
          anyColumnContains(eb, ['title', 'description', 'tags', 'streamUrl'], search),
        );
      }
      if (query.type !== 'all') base = base.where('streamType', '=', query.type);
      if (query.status === 'live') base = base.where('isLive', '=', 1);
      if (query.status === 'offline') base = base.where('isLive', '=', 0);
      if (query.status === 'active') base = base.where('isActive', '=', 1);
      if (query.status === 'inactive') base = base.where('isActive', '=', 0);
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .limit(query.limit)
          .offset(pageOffset(query))
          .execute(),
        base
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    /** Active streams marked live, with the moment each was set live. */
    listLive(): Promise<StreamRow[]> {
      return db
        .selectFrom('streams')
        .selectAll()
        .where('isActive', '=', 1)
        .where('isLive', '=', 1)
        .where('liveSince', 'is not', null)
        .execute();
    },

    findById(id: string): Promise<StreamRow | undefined> {
      return db.selectFrom('streams').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The changed stream, or undefined when there is no such stream. */
    update(id: string, changes: StreamChanges): Promise<StreamRow | undefined> {
      const { tags, isFeatured, isLive, isActive, ...text } = changes;
      return db
        .updateTable('streams')
        .set({
          ...text,
          ...(tags ? { tags: JSON.stringify(tags) } : {}),
          ...(isFeatured === undefined ? {} : { isFeatured: toFlag(isFeatured) }),
          ...(isLive === undefined
            ? {}
            : {
                isLive: toFlag(isLive),
                // A stream already live keeps the moment it went live; one set live starts it.
                liveSince: isLive
                  ? sql<string>`case when ${sql.ref('isLive')} = 1 then ${sql.ref('liveSince')} else ${nowIso()} end`
                  : null,
              }),
          ...(isActive === undefined ? {} : { isActive: toFlag(isActive) }),
          updatedAt: nowIso(),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /** Flips isLive in one statement, so two quick clicks cannot both read the old value. */
    /** The chat's room controls; undefined when there is no such stream. */
    setChatRoom(id: string, room: ChatRoom): Promise<StreamRow | undefined> {
      return db
        .updateTable('streams')
        .set({
          chatSlowModeSeconds: room.slowModeSeconds,
          chatPinnedMessage: room.pinnedMessage,
          chatWho: room.who,
          updatedAt: nowIso(),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    toggleLive(id: string): Promise<StreamRow | undefined> {
      return db
        .updateTable('streams')
        .set({
          isLive: sql<number>`1 - ${sql.ref('isLive')}`,
          liveSince: sql<
            string | null
          >`case when ${sql.ref('isLive')} = 1 then null else ${nowIso()} end`,
          updatedAt: nowIso(),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * Deletes a stream; its comments, chat messages, reactions and views go with it (the foreign
     * keys cascade). False when there was no such stream.
     */
    /** Raises the stream's peak to `watching` when that is higher (any instance may ask). */
    async raisePeakViewers(id: string, watching: number): Promise<void> {
      await db
        .updateTable('streams')
        .set({ peakViewers: watching })
        .where('id', '=', id)
        .where('peakViewers', '<', watching)
        .execute();
    },

    async peakViewers(id: string): Promise<number> {
      const row = await db
        .selectFrom('streams')
        .select('peakViewers')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.peakViewers ?? 0;
    },

    /** The row as it was, or undefined when there was none. */
    delete(id: string) {
      return db.deleteFrom('streams').where('id', '=', id).returningAll().executeTakeFirst();
    },

    /**
     * Counts a visitor opening a stream, once per viewer, stream and window: the unique index
     * (stream, viewer, window) turns a second insert into nothing, so the cost is one indexed
     * insert however many watch, and two requests at once cannot both count.
     */
    async recordView(streamId: string, viewerKey: string, windowStart: string): Promise<void> {
      await db
        .insertInto('streamViews')
        .values({ id: newId(), streamId, viewerKey, windowStart, createdAt: nowIso() })
        .onConflict((conflict) =>
          conflict.columns(['streamId', 'viewerKey', 'windowStart']).doNothing(),
        )
        .execute();
    },

    /**
     * Counts one reaction on an active stream (an atomic increment in SQL, so concurrent
     * reactions never lose a count) and logs who reacted; undefined when no such active stream.
     */
    addReaction(reaction: NewStreamReaction): Promise<StreamRow | undefined> {
      const column = REACTION_COLUMNS[reaction.reactionType];
      const logged = { id: newId(), ...reaction, createdAt: nowIso() };
      // On PostgreSQL in one statement: the stream's row is locked only while it runs and
      // commits, never across a round trip to a busy app (a room reacting at once queues on it).
      if (kind === 'postgres') {
        return db
          .with('counted', (qb) =>
            qb
              .updateTable('streams')
              .set(column, (eb) => eb(column, '+', 1))
              .where('id', '=', reaction.streamId)
              .where('isActive', '=', 1)
              .returningAll(),
          )
          .with('logged', (qb) =>
            qb
              .insertInto('streamReactions')
              .columns([
                'id',
                'streamId',
                'memberId',
                'userName',
                'userEmail',
                'reactionType',
                'createdAt',
              ])
              .expression((eb) =>
                eb
                  .selectFrom('counted')
                  .select([
                    sql<string>`${logged.id}::text`.as('id'),
                    'counted.id as streamId',
                    sql<string | null>`${logged.memberId}::text`.as('memberId'),
                    sql<string>`${logged.userName}::text`.as('userName'),
                    sql<string>`${logged.userEmail}::text`.as('userEmail'),
                    sql<string>`${logged.reactionType}::text`.as('reactionType'),
                    sql<string>`${logged.createdAt}::text`.as('createdAt'),
                  ]),
              ),
          )
          .selectFrom('counted')
          .selectAll()
          .executeTakeFirst();
      }
      return db.transaction().execute(async (trx) => {
        const stream = await trx
          .updateTable('streams')
          .set(column, (eb) => eb(column, '+', 1))
          .where('id', '=', reaction.streamId)
          .where('isActive', '=', 1)
          .returningAll()
          .executeTakeFirst();
        if (!stream) return undefined;
        await trx.insertInto('streamReactions').values(logged).execute();
        return stream;
      });
    },
  };
}

export type StreamsRepository = ReturnType<typeof createStreamsRepository>;
