import { MESSAGES } from '#shared/messages.js';
import type { AdminEventsQuery, ValidEventInput } from '#shared/schemas/events.js';
import { LIST_LIMITS } from '#shared/limits.js';
import { pageOffset } from '#shared/schemas/admin-list.js';
import { nowIso } from '#server/platform/db/ids.js';
import { NotFoundError } from '#server/platform/errors.js';
import type { DomainEventPublisher } from '#server/platform/events/domain-events.js';
import { releaseUnusedUploads } from '#server/features/media/index.js';
import type { EventRow, EventsRepository } from './repository.js';

interface Dependencies {
  events: EventsRepository;
  /** Where uploaded media live, so files no event uses any more can be deleted. */
  uploadsDir: string;
  domainEvents: DomainEventPublisher;
}

/** Upcoming events for visitors and calendars, and Event Management. */
export function createEventsService({ events, uploadsDir, domainEvents }: Dependencies) {
  const createdListeners = new Set<(row: EventRow) => Promise<void>>();
  /** Said at once after the row changed, whatever happens to its old media files after. */
  const changed = <Row extends { id: string }>(row: Row): Row => {
    domainEvents.publish('event.changed', { id: row.id });
    return row;
  };

  /** Media files of `before` that `after` dropped, deleted once nothing uses them. */
  const releaseMedia = (before: EventRow, after?: EventRow) =>
    releaseUnusedUploads(
      uploadsDir,
      [before.imageUrl, before.videoUrl].filter(
        (url) => url !== after?.imageUrl && url !== after?.videoUrl,
      ),
      (url) => events.usesMedia(url),
    );

  return {
    /** Events that have not ended yet, soonest first. */
    listUpcoming: () => events.listUpcoming(nowIso(), LIST_LIMITS.upcomingEvents),

    /** One event, ended or not, for its calendar file. */
    async get(id: string) {
      const row = await events.findById(id);
      if (!row) throw new NotFoundError(MESSAGES.events.notFound);
      return row;
    },

    listForAdmin: ({ search, category, page, limit }: AdminEventsQuery) =>
      events.listForAdmin({ search, category, offset: pageOffset({ page, limit }), limit }),

    async create(input: ValidEventInput) {
      const row = changed(await events.create(input));
      for (const listener of createdListeners) await listener(row);
      return row;
    },

    /** Hears each new event once it is saved; the listener must not throw (the event stays). */
    whenCreated(listener: (row: EventRow) => Promise<void>): () => void {
      createdListeners.add(listener);
      return () => createdListeners.delete(listener);
    },

    async update(id: string, input: ValidEventInput) {
      const before = await events.findById(id);
      const row = before && (await events.update(id, input));
      if (!before || !row) throw new NotFoundError(MESSAGES.events.notFound);
      changed(row);
      await releaseMedia(before, row);
      return row;
    },

    async delete(id: string) {
      const before = await events.findById(id);
      if (!before || !(await events.delete(id))) throw new NotFoundError(MESSAGES.events.notFound);
      changed(before);
      await releaseMedia(before);
      return before;
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
