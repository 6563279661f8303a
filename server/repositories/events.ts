import type { Kysely, Selectable } from 'kysely';
import { DEFAULT_EVENT_CATEGORY, DEFAULT_VIDEO_DURATION } from '../../shared/constants.js';
import { newId, nowIso } from '../db/ids.js';
import type { Database, EventsTable } from '../db/schema.js';

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

export function createEventsRepository(db: Kysely<Database>) {
  return {
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
