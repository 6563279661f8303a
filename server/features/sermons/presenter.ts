import {
  type AdminSermon,
  type AdminSermonSeries,
  type PublicSermon,
  type PublicSermonDetail,
  type PublicSermonSeries,
  SERMON_AUDIO_TYPES,
  type SermonAudioType,
} from '#shared/schemas/sermons.js';
import { fromFlag } from '#server/platform/db/ids.js';
import { notesToHtml } from './notes-html.js';
import type { SermonSeriesWithCounts, SermonWithSeries } from './repository.js';
import { booksOf } from './scripture.js';

const audioTypeOf = (value: string | null): SermonAudioType | null =>
  (SERMON_AUDIO_TYPES as readonly string[]).includes(value ?? '')
    ? (value as SermonAudioType)
    : null;

export function presentPublicSermon(row: SermonWithSeries): PublicSermon {
  return {
    _id: row.id,
    title: row.title,
    preacher: row.preacher,
    seriesId: row.seriesId,
    seriesTitle: row.seriesId ? row.seriesTitle : null,
    scripture: row.scripture,
    books: booksOf(row.books),
    preachedAt: row.preachedAt,
    summary: row.summary,
    videoUrl: row.videoUrl,
    audioUrl: row.audioUrl,
    audioBytes: row.audioUrl ? Number(row.audioBytes) : 0,
    audioType: row.audioUrl ? audioTypeOf(row.audioType) : null,
    durationSeconds: Number(row.durationSeconds),
    streamId: row.streamId,
  };
}

export function presentSermonDetail(row: SermonWithSeries): PublicSermonDetail {
  return { ...presentPublicSermon(row), notes: row.notes, notesHtml: notesToHtml(row.notes) };
}

export function presentAdminSermon(row: SermonWithSeries): AdminSermon {
  return {
    ...presentSermonDetail(row),
    published: fromFlag(row.published),
    serviceId: row.serviceId,
    occurrenceStartsAt: row.occurrenceStartsAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function presentPublicSeries(row: SermonSeriesWithCounts): PublicSermonSeries {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    artworkUrl: row.artworkUrl,
    order: Number(row.sortOrder),
    sermonCount: row.sermonCount,
    latestPreachedAt: row.latestPreachedAt,
  };
}

export function presentAdminSeries(row: SermonSeriesWithCounts): AdminSermonSeries {
  return {
    ...presentPublicSeries(row),
    allSermonCount: row.allSermonCount,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
