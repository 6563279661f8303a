import { z } from 'zod';
import { idSchema } from './common.js';

/**
 * GET /api/live: the stream a page shows (none on the pages that only follow the stream list),
 * and the quick chat it has open (by its secret id).
 */
export const liveQuerySchema = z.object({
  stream: idSchema.optional(),
  chat: z.string().min(1).max(64).optional(),
});
export type LiveQuery = z.infer<typeof liveQuerySchema>;
