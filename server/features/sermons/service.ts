import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from '#shared/messages.js';
import { bibleBookCode, bibleBookName, bibleBookOrder } from '#shared/bible-books.js';
import { pageOffset } from '#shared/schemas/admin-list.js';
import {
  type AdminSermonInput,
  type AdminSermonSeriesInput,
  type AdminSermonsQuery,
  type PublicSermon,
  type PublicSermonSeries,
  SERMON_MESSAGES,
  SERMONS_PAGE_SIZE,
  type SermonsQuery,
} from '#shared/schemas/sermons.js';
import { toFlag } from '#server/platform/db/ids.js';
import { NotFoundError, ValidationError } from '#server/platform/errors.js';
import type { DomainEventPublisher } from '#server/platform/events/domain-events.js';
import { resolveAudio } from './audio.js';
import { presentPublicSeries, presentPublicSermon } from './presenter.js';
import type { NewSermon, SermonsRepository } from './repository.js';
import { booksOf, readScripture, storedBooks } from './scripture.js';

/** A service occurrence that has ended, as its replay's draft is made from it. */
export interface EndedOccurrence {
  serviceId: string;
  /** The start the schedule gave it: with the service, what names the occurrence. */
  scheduledStartsAt: string;
  title: string;
  /** When it started (moved or not). */
  startsAt: string;
  streamId: string | null;
  /** The live service's stream link, or the simulated one's video. */
  videoUrl: string;
}

interface Dependencies {
  sermons: SermonsRepository;
  /** Where uploaded files live, to read an uploaded audio file's size and type. */
  uploadsDir: string;
  events: DomainEventPublisher;
  /** Settings > Sermons: whether a replay is published as soon as it is made. */
  autoPublishReplays: () => Promise<boolean>;
  log: FastifyBaseLogger;
}

const sermonNotFound = () => new NotFoundError(SERMON_MESSAGES.sermonNotFound);
const seriesNotFound = () => new NotFoundError(SERMON_MESSAGES.seriesNotFound);
const invalid = (errors: Record<string, string>) =>
  new ValidationError(MESSAGES.errors.validation, errors);

/** The words a search must find, each somewhere (spaces between them). */
const wordsOf = (text: string | undefined) =>
  (text ?? '')
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .slice(0, 20);

/** Sermons and their series: the public library, the panel's Sermons section and replays. */
export function createSermonsService({
  sermons,
  uploadsDir,
  events,
  autoPublishReplays,
  log,
}: Dependencies) {
  const changed = <T>(id: string, result: T): T => {
    events.publish('sermon.changed', { id });
    return result;
  };

  async function found(id: string) {
    const row = await sermons.find(id);
    if (!row) throw sermonNotFound();
    return row;
  }

  /** The form's fields as stored: the scripture's books read, the series checked, the audio measured. */
  async function toRow(
    input: AdminSermonInput,
  ): Promise<Omit<NewSermon, 'streamId' | 'serviceId' | 'occurrenceStartsAt'>> {
    const errors: Record<string, string> = {};
    const scripture = readScripture(input.scripture);
    if (!scripture.valid) errors.scripture = SERMON_MESSAGES.scriptureInvalid;
    if (input.seriesId && !(await sermons.seriesExists(input.seriesId))) {
      errors.seriesId = SERMON_MESSAGES.seriesNotFound;
    }
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const audio = await resolveAudio(uploadsDir, input);
    return {
      title: input.title,
      preacher: input.preacher,
      seriesId: input.seriesId,
      scripture: input.scripture,
      books: storedBooks(scripture.valid ? scripture.books : []),
      preachedAt: input.preachedAt,
      summary: input.summary,
      notes: input.notes,
      videoUrl: input.videoUrl,
      ...audio,
      published: toFlag(input.published),
    };
  }

  const seriesRow = (input: AdminSermonSeriesInput) => ({
    title: input.title,
    description: input.description,
    artworkUrl: input.artworkUrl,
    sortOrder: input.order,
  });

  return {
    /** One page of the published sermons, the latest first, with what the filters offer. */
    async listPublic(query: SermonsQuery) {
      const book = query.book ? bibleBookCode(query.book) : undefined;
      const offset = (query.page - 1) * SERMONS_PAGE_SIZE;
      // A book the filter cannot name matches nothing, rather than everything.
      const { rows, total } =
        query.book && !book
          ? { rows: [], total: 0 }
          : await sermons.listPublished({
              words: wordsOf(query.q),
              seriesId: query.series || undefined,
              preacher: query.preacher || undefined,
              book,
              offset,
              limit: SERMONS_PAGE_SIZE,
            });
      const facets = await sermons.publishedFacets();
      const preachers = [...new Set(facets.preachers)].sort((a, b) =>
        a.localeCompare(b, 'en', { sensitivity: 'base' }),
      );
      const codes = [...new Set(facets.books.flatMap(booksOf))].sort(
        (a, b) => bibleBookOrder(a) - bibleBookOrder(b) || a.localeCompare(b),
      );
      return {
        rows,
        total,
        page: query.page,
        pageSize: SERMONS_PAGE_SIZE,
        preachers,
        books: codes.map((code) => ({ code, name: bibleBookName(code) })),
      };
    },

    /** A published sermon; a draft answers as an unknown one does. */
    async getPublic(id: string) {
      const row = await sermons.find(id);
      if (!row || !row.published) throw sermonNotFound();
      return row;
    },

    /** Series with a published sermon, in their order. */
    listPublicSeries: () => sermons.listPublicSeries(),

    /** Published sermons with audio, the latest first, of one series or all: a podcast's episodes. */
    async podcastSermons(seriesId: string | null, limit: number): Promise<PublicSermon[]> {
      return (await sermons.podcast(seriesId, limit)).map(presentPublicSermon);
    },

    /** A series as the public sees it (counted by its published sermons); undefined when unknown. */
    async publicSeries(id: string): Promise<PublicSermonSeries | undefined> {
      const row = await sermons.findSeries(id);
      return row && presentPublicSeries(row);
    },

    /** True when a published sermon shows this room's chat beside its replay. */
    publishedWithRoom: (streamId: string) => sermons.publishedWithRoom(streamId),

    listForAdmin: ({ search, series, preacher, status, page, limit }: AdminSermonsQuery) =>
      sermons.listForAdmin({
        words: wordsOf(search),
        seriesId: series || undefined,
        preacher: preacher || undefined,
        published: status === undefined ? undefined : status === 'published',
        offset: pageOffset({ page, limit }),
        limit,
      }),

    get: found,

    async create(input: AdminSermonInput) {
      const row = await sermons.create({
        ...(await toRow(input)),
        streamId: null,
        serviceId: null,
        occurrenceStartsAt: null,
      });
      return changed(row.id, await found(row.id));
    },

    /** Replaces what the form edits; a replay keeps its room and occurrence. */
    async update(id: string, input: AdminSermonInput) {
      await found(id);
      if (!(await sermons.update(id, await toRow(input)))) throw sermonNotFound();
      return changed(id, await found(id));
    },

    async delete(id: string) {
      const row = await found(id);
      if (!(await sermons.delete(id))) throw sermonNotFound();
      return changed(id, row);
    },

    listSeries: () => sermons.listSeries(),

    async createSeries(input: AdminSermonSeriesInput) {
      const row = await sermons.createSeries(seriesRow(input));
      const counted = await sermons.findSeries(row.id);
      if (!counted) throw seriesNotFound();
      return changed(row.id, counted);
    },

    async updateSeries(id: string, input: AdminSermonSeriesInput) {
      if (!(await sermons.updateSeries(id, seriesRow(input)))) throw seriesNotFound();
      const counted = await sermons.findSeries(id);
      if (!counted) throw seriesNotFound();
      return changed(id, counted);
    },

    /** The series as it was; its sermons stay, in no series. */
    async deleteSeries(id: string) {
      const row = await sermons.findSeries(id);
      if (!row || !(await sermons.deleteSeries(id))) throw seriesNotFound();
      return changed(id, row);
    },

    /**
     * Makes the replay of an occurrence that ended: a draft (or, by Settings > Sermons, a
     * published sermon) with its title, time, video and room, once per occurrence. Never
     * throws: the room keeper that heard the end carries on whatever happens here.
     */
    async recordReplay(ended: EndedOccurrence): Promise<void> {
      try {
        const published = await autoPublishReplays();
        const row = await sermons.createReplay({
          title: ended.title,
          // Named by the team before the form saves it again.
          preacher: '',
          seriesId: null,
          scripture: '',
          books: '',
          preachedAt: ended.startsAt,
          summary: '',
          notes: '',
          videoUrl: ended.videoUrl,
          audioUrl: '',
          audioBytes: 0,
          audioType: null,
          durationSeconds: 0,
          published: toFlag(published),
          streamId: ended.streamId,
          serviceId: ended.serviceId,
          occurrenceStartsAt: ended.scheduledStartsAt,
        });
        if (row) changed(row.id, row);
      } catch (error) {
        log.error({ err: error, serviceId: ended.serviceId }, 'the replay could not be recorded');
      }
    },
  };
}

export type SermonsService = ReturnType<typeof createSermonsService>;
