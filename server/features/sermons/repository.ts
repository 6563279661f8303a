import { type ExpressionBuilder, type Kysely, type Selectable, sql } from 'kysely';
import { newId, nowIso } from '#server/platform/db/ids.js';
import type { Database } from '#server/platform/db/schema.js';
import type { SermonSeriesTable, SermonsTable } from './schema.js';

export type SermonRow = Selectable<SermonsTable>;
/** A sermon with the title of its series, as every answer shows it. */
export type SermonWithSeries = SermonRow & { seriesTitle: string | null };
export type SermonSeriesRow = Selectable<SermonSeriesTable>;
/** A series with its sermons counted: the published ones and, for the panel, all. */
export type SermonSeriesWithCounts = SermonSeriesRow & {
  sermonCount: number;
  allSermonCount: number;
  latestPreachedAt: string | null;
};

export type NewSermon = Omit<SermonRow, 'id' | 'createdAt' | 'updatedAt'>;
export type NewSermonSeries = Omit<SermonSeriesRow, 'id' | 'createdAt' | 'updatedAt'>;

export interface SermonFilter {
  /** Words that must each be found in the title, summary or notes (the panel: preacher too). */
  words?: string[];
  seriesId?: string | undefined;
  preacher?: string | undefined;
  /** An OSIS book code. */
  book?: string | undefined;
  /** Published only, drafts only, or both (undefined). */
  published?: boolean | undefined;
  offset: number;
  limit: number;
}

/** A LIKE pattern matching `text` anywhere, with the pattern characters taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

type SermonColumn = 'title' | 'summary' | 'notes' | 'preacher';

/** All SQL of sermons and their series. */
export function createSermonsRepository(db: Kysely<Database>) {
  const withSeries = () =>
    db
      .selectFrom('sermons')
      .leftJoin('sermonSeries', 'sermonSeries.id', 'sermons.seriesId')
      .selectAll('sermons')
      .select('sermonSeries.title as seriesTitle');

  function filtered(
    { words = [], seriesId, preacher, book, published }: Omit<SermonFilter, 'offset' | 'limit'>,
    searched: readonly SermonColumn[],
  ) {
    let query = db.selectFrom('sermons');
    if (published !== undefined) query = query.where('published', '=', published ? 1 : 0);
    if (seriesId) query = query.where('seriesId', '=', seriesId);
    if (preacher) {
      query = query.where(sql<boolean>`lower(preacher) = ${preacher.toLowerCase()}`);
    }
    if (book) query = query.where('books', 'like', `%,${book},%`);
    for (const word of words) {
      const pattern = containsPattern(word);
      query = query.where((eb: ExpressionBuilder<Database, 'sermons'>) =>
        eb.or(
          searched.map(
            (column) => sql<boolean>`lower(${eb.ref(column)}) like ${pattern} escape '\\'`,
          ),
        ),
      );
    }
    return query;
  }

  async function list(filter: SermonFilter, searched: readonly SermonColumn[]) {
    const query = filtered(filter, searched);
    const [ids, count] = await Promise.all([
      query
        .select('id')
        .orderBy('preachedAt', 'desc')
        .orderBy('id', 'desc')
        .offset(filter.offset)
        .limit(filter.limit)
        .execute(),
      query.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirst(),
    ]);
    const rows =
      ids.length === 0
        ? []
        : await withSeries()
            .where(
              'sermons.id',
              'in',
              ids.map((row) => row.id),
            )
            .orderBy('sermons.preachedAt', 'desc')
            .orderBy('sermons.id', 'desc')
            .execute();
    return { rows, total: Number(count?.total ?? 0) };
  }

  const seriesCounts = (published: boolean) =>
    db
      .selectFrom('sermonSeries')
      .leftJoin('sermons', 'sermons.seriesId', 'sermonSeries.id')
      .selectAll('sermonSeries')
      .select((eb) => [
        eb.fn
          .sum<string | number | null>(sql`case when sermons.published = 1 then 1 else 0 end`)
          .as('sermonCount'),
        eb.fn.count<string | number>('sermons.id').as('allSermonCount'),
        eb.fn
          .max<string | null>(
            sql`case when sermons.published = 1 then sermons.preached_at else null end`,
          )
          .as('latestPreachedAt'),
      ])
      .groupBy([
        'sermonSeries.id',
        'sermonSeries.title',
        'sermonSeries.description',
        'sermonSeries.artworkUrl',
        'sermonSeries.sortOrder',
        'sermonSeries.createdAt',
        'sermonSeries.updatedAt',
      ])
      .$if(published, (query) =>
        query.having(sql<boolean>`sum(case when sermons.published = 1 then 1 else 0 end) > 0`),
      )
      .orderBy('sermonSeries.sortOrder')
      .orderBy('sermonSeries.title')
      .orderBy('sermonSeries.id');

  const counted = (row: {
    sermonCount: string | number | null;
    allSermonCount: string | number;
    latestPreachedAt: string | null;
  }) => ({
    sermonCount: Number(row.sermonCount ?? 0),
    allSermonCount: Number(row.allSermonCount),
    latestPreachedAt: row.latestPreachedAt ?? null,
  });

  return {
    /** Published sermons, the latest preached first, searched in title, summary and notes. */
    listPublished: (filter: Omit<SermonFilter, 'published'>) =>
      list({ ...filter, published: true }, ['title', 'summary', 'notes']),

    /** The panel's list: drafts too, searched in the preacher's name as well. */
    listForAdmin: (filter: SermonFilter) => list(filter, ['title', 'preacher', 'summary', 'notes']),

    /** Every preacher and every stored book list of the published sermons, for the filters. */
    async publishedFacets(): Promise<{ preachers: string[]; books: string[] }> {
      const [preachers, books] = await Promise.all([
        db
          .selectFrom('sermons')
          .select('preacher')
          .distinct()
          .where('published', '=', 1)
          .where('preacher', '!=', '')
          .execute(),
        db
          .selectFrom('sermons')
          .select('books')
          .distinct()
          .where('published', '=', 1)
          .where('books', '!=', '')
          .execute(),
      ]);
      return {
        preachers: preachers.map((row) => row.preacher),
        books: books.map((row) => row.books),
      };
    },

    find: (id: string): Promise<SermonWithSeries | undefined> =>
      withSeries().where('sermons.id', '=', id).executeTakeFirst(),

    /** Published sermons with an audio file, the latest first, of one series or all. */
    podcast: (seriesId: string | null, limit: number): Promise<SermonWithSeries[]> =>
      withSeries()
        .where('sermons.published', '=', 1)
        .where('sermons.audioUrl', '!=', '')
        .$if(seriesId !== null, (query) => query.where('sermons.seriesId', '=', seriesId))
        .orderBy('sermons.preachedAt', 'desc')
        .orderBy('sermons.id', 'desc')
        .limit(limit)
        .execute(),

    /** True when a published sermon shows this room's chat beside its replay. */
    async publishedWithRoom(streamId: string): Promise<boolean> {
      const row = await db
        .selectFrom('sermons')
        .select('id')
        .where('streamId', '=', streamId)
        .where('published', '=', 1)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    async create(input: NewSermon): Promise<SermonRow> {
      const now = nowIso();
      const row: SermonRow = { ...input, id: newId(), createdAt: now, updatedAt: now };
      await db.insertInto('sermons').values(row).execute();
      return row;
    },

    /**
     * A replay's draft, made once per occurrence: undefined when one was made already (by this
     * instance or another), so the occurrence's end may be heard twice.
     */
    async createReplay(input: NewSermon): Promise<SermonRow | undefined> {
      const now = nowIso();
      const row: SermonRow = { ...input, id: newId(), createdAt: now, updatedAt: now };
      const result = await db
        .insertInto('sermons')
        .values(row)
        .onConflict((conflict) => conflict.columns(['serviceId', 'occurrenceStartsAt']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? row : undefined;
    },

    async update(id: string, input: Partial<NewSermon>): Promise<boolean> {
      const result = await db
        .updateTable('sermons')
        .set({ ...input, updatedAt: nowIso() })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async delete(id: string): Promise<boolean> {
      const result = await db.deleteFrom('sermons').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Series with a published sermon, in their order, counted. */
    async listPublicSeries(): Promise<SermonSeriesWithCounts[]> {
      return (await seriesCounts(true).execute()).map((row) => ({ ...row, ...counted(row) }));
    },

    /** Every series, in their order, counted. */
    async listSeries(): Promise<SermonSeriesWithCounts[]> {
      return (await seriesCounts(false).execute()).map((row) => ({ ...row, ...counted(row) }));
    },

    async findSeries(id: string): Promise<SermonSeriesWithCounts | undefined> {
      const row = await seriesCounts(false).where('sermonSeries.id', '=', id).executeTakeFirst();
      return row && { ...row, ...counted(row) };
    },

    async seriesExists(id: string): Promise<boolean> {
      const row = await db
        .selectFrom('sermonSeries')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      return row !== undefined;
    },

    async createSeries(input: NewSermonSeries): Promise<SermonSeriesRow> {
      const now = nowIso();
      const row: SermonSeriesRow = { ...input, id: newId(), createdAt: now, updatedAt: now };
      await db.insertInto('sermonSeries').values(row).execute();
      return row;
    },

    async updateSeries(id: string, input: NewSermonSeries): Promise<boolean> {
      const result = await db
        .updateTable('sermonSeries')
        .set({ ...input, updatedAt: nowIso() })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Its sermons stay, in no series (done here too, for a database without the foreign key). */
    async deleteSeries(id: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await trx
          .updateTable('sermons')
          .set({ seriesId: null })
          .where('seriesId', '=', id)
          .execute();
        const result = await trx.deleteFrom('sermonSeries').where('id', '=', id).executeTakeFirst();
        return Number(result.numDeletedRows) > 0;
      });
    },
  };
}

export type SermonsRepository = ReturnType<typeof createSermonsRepository>;
