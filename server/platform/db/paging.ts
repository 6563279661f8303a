import type { SelectQueryBuilder } from 'kysely';
import { type AdminListQuery, pageOffset } from '#shared/schemas/admin-list.js';
import type { Database } from './schema.js';

/** Tables whose rows have `id` and `createdAt`, which every newest-first list orders by. */
type DatedTable = {
  [Name in keyof Database]: Database[Name] extends { id: string; createdAt: string } ? Name : never;
}[keyof Database];

/** A page of the filtered rows, newest first (ties broken by id), with how many match in all. */
export async function newestFirstPage<Table extends DatedTable>(
  filtered: SelectQueryBuilder<Database, Table, object>,
  query: Pick<AdminListQuery, 'page' | 'limit'>,
) {
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
}
