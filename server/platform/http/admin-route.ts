import { errorResponseSchema } from '#shared/schemas/common.js';
import { NotFoundError } from '#server/platform/errors.js';

/** What every admin route but login documents: the admin tag and the admin's bearer token. */
export const adminGuarded = { tags: ['admin'], security: [{ bearerAuth: [] }] };

/** The failures of a list: a bad query (400), no valid admin token (401), a role that may not (403). */
export const listErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
} as const;

/** The failures of a route on one item: those of a list, and an unknown id (404). */
export const itemErrors = { ...listErrors, 404: errorResponseSchema } as const;

interface ListResult<Row> {
  rows: readonly Row[];
  total: number;
}

/** A page of an admin list as the API answers it: `{ [key]: items, total, page, limit }`. */
export function listPage<Key extends string, Row, Item>(
  key: Key,
  { rows, total }: ListResult<Row>,
  { page, limit }: { page: number; limit: number },
  present: (row: Row) => Item,
): Record<Key, Item[]> & { total: number; page: number; limit: number } {
  return { [key]: rows.map((row) => present(row)), total, page, limit } as Record<Key, Item[]> & {
    total: number;
    page: number;
    limit: number;
  };
}

/** The row a repository found, or the item's 404 with its not-found message. */
export function found<Row>(row: Row | null | undefined, notFoundMessage: string): Row {
  if (!row) throw new NotFoundError(notFoundMessage);
  return row;
}
