import { sql, type Kysely, type Selectable } from 'kysely';
import { DEFAULT_EVENT_CATEGORY, DEFAULT_VIDEO_DURATION } from '#shared/constants.js';
import { newId, nowIso } from '#server/platform/db/ids.js';
import type { Database } from '#server/platform/db/schema.js';
import type { EventsTable } from './schema.js';

export type EventRow = Selectable<EventsTable>;

export interface NewEvent {
  title: string;
  startDate: string;
  endDate?: string | null;
  description?: string;
  location?: string;
  imageUrl?: string;
  videoUrl?: string;
  videoDuration?: number;
  category?: string;
}

export interface EventListFilter {
  search?: string | undefined;
  category?: string | undefined;
  offset: number;
  limit: number;
}

/** A LIKE pattern matching `text` anywhere, with the pattern characters taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export function createEventsRepository(db: Kysely<Database>) {
  function filtered({ search, category }: Pick<EventListFilter, 'search' | 'category'>) {
    let query = db.selectFrom('events');
    if (category) query = query.where('category', '=', category);
    if (search) {
      const pattern = containsPattern(search);
      query = query.where((eb) =>
        eb.or(
          (['title', 'location', 'description'] as const).map(
            (column) => sql<boolean>`lower(${eb.ref(column)}) like ${pattern} escape '\\'`,
          ),
        ),
      );
    }
    return query;
  }

  return {
    /**
     * Event Management's list by date (ADR 0117): events not yet over first, soonest first,
     * then past ones, the latest first. Each sort key is null outside its group, so how either
     * database orders nulls never matters.
     */
    async listForAdmin(
      filter: EventListFilter,
      now: string = nowIso(),
    ): Promise<{ rows: EventRow[]; total: number }> {
      const query = filtered(filter);
      const over = sql<boolean>`coalesce(end_date, start_date) < ${now}`;
      const [rows, count] = await Promise.all([
        query
          .selectAll()
          .orderBy(sql`case when ${over} then 1 else 0 end`)
          .orderBy(sql`case when ${over} then null else start_date end`, 'asc')
          .orderBy(sql`case when ${over} then start_date else null end`, 'desc')
          .orderBy('id', 'asc')
          .offset(filter.offset)
          .limit(filter.limit)
          .execute(),
        query.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirst(),
      ]);
      return { rows, total: Number(count?.total ?? 0) };
    },

    findById(id: string): Promise<EventRow | undefined> {
      return db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Replaces every field the form sends; undefined when no such event. */
    async update(id: string, input: Required<NewEvent>): Promise<EventRow | undefined> {
      await db
        .updateTable('events')
        .set({ ...input, updatedAt: nowIso() })
        .where('id', '=', id)
        .execute();
      return db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** True when any event shows this image or video. */
    async usesMedia(url: string): Promise<boolean> {
      const row = await db
        .selectFrom('events')
        .select('id')
        .where((eb) => eb.or([eb('imageUrl', '=', url), eb('videoUrl', '=', url)]))
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** True when an event was deleted. */
    async delete(id: string): Promise<boolean> {
      const result = await db.deleteFrom('events').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Events that have not ended by `now` (their end, or their start when they have no end), soonest first. */
    listUpcoming(now: string, limit: number): Promise<EventRow[]> {
      return db
        .selectFrom('events')
        .selectAll()
        .where((eb) => eb(eb.fn.coalesce('endDate', 'startDate'), '>=', now))
        .orderBy('startDate', 'asc')
        .orderBy('id', 'asc')
        .limit(limit)
        .execute();
    },

    async create(input: NewEvent): Promise<EventRow> {
      const now = nowIso();
      const row: EventRow = {
        id: newId(),
        title: input.title,
        description: input.description ?? '',
        startDate: input.startDate,
        endDate: input.endDate ?? null,
        location: input.location ?? '',
        imageUrl: input.imageUrl ?? '',
        videoUrl: input.videoUrl ?? '',
        videoDuration: input.videoDuration ?? DEFAULT_VIDEO_DURATION,
        category: input.category ?? DEFAULT_EVENT_CATEGORY,
        createdAt: now,
        updatedAt: now,
      };
      await db.insertInto('events').values(row).execute();
      return row;
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
