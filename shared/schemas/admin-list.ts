import { z } from 'zod';

/**
 * Admin lists are filtered, searched and paginated on the server so they stay fast with tens of
 * thousands of rows. Every list call accepts `search`, `page` (1-based) and `limit`, plus filters
 * of its own, and answers `{ <items>, total, page, limit }`. A call without parameters answers the
 * newest ADMIN_LIST_DEFAULT_LIMIT items, so an existing client that reads only `<items>` keeps working.
 */
export const ADMIN_LIST_DEFAULT_LIMIT = 50;
export const ADMIN_LIST_MAX_LIMIT = 200;
export const ADMIN_SEARCH_MAX_LENGTH = 200;

export const adminListQuerySchema = z.object({
  search: z.string().trim().max(ADMIN_SEARCH_MAX_LENGTH).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(ADMIN_LIST_MAX_LIMIT).default(ADMIN_LIST_DEFAULT_LIMIT),
});
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;

export const pageInfoSchema = z.object({
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;

/** The rows to skip for a page. */
export function pageOffset({ page, limit }: Pick<AdminListQuery, 'page' | 'limit'>): number {
  return (page - 1) * limit;
}
