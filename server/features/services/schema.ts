import type { Generated } from 'kysely';
import type { Flag } from '#server/platform/db/schema.js';

/** This feature's tables, merged into the app's `Database` (see platform/db/schema.ts). */
declare module '#server/platform/db/schema.js' {
  interface Database {
    services: ServicesTable;
    serviceOccurrences: ServiceOccurrencesTable;
  }
}

export interface ServicesTable {
  id: string;
  title: string;
  description: string;
  /** The first start (ISO 8601 UTC); its wall-clock time in the church's zone repeats. */
  startsAt: string;
  /** none | weekly */
  repeat: string;
  /** Weekdays it repeats on, 0 = Sunday, comma-separated ("0,3"). */
  weekdays: string;
  /** The last day it repeats on (YYYY-MM-DD in the church's zone), or null. */
  until: string | null;
  durationMinutes: number;
  chatOpensMinutesBefore: number;
  chatClosesMinutesAfter: number;
  /** live | simulated */
  mode: string;
  streamUrl: string;
  videoUrl: string;
  videoDurationSeconds: number | null;
  /**
   * The plan of moments posted to each occurrence's room (JSON, see `serviceMomentsSchema`):
   * part of the service's form, saved and read with it.
   */
  moments: Generated<string>;
  createdAt: string;
  updatedAt: string;
}

/**
 * What one occurrence has of its own, kept only once it has something: a change by the team
 * (called off, moved, retitled, lengthened), or its room and the moments it went live and ended.
 * Named by its service and the start the schedule gave it.
 */
export interface ServiceOccurrencesTable {
  id: string;
  serviceId: string;
  scheduledStartsAt: string;
  cancelled: Generated<Flag>;
  startsAt: string | null;
  title: string | null;
  durationMinutes: number | null;
  /** The stream that is this occurrence's room, made when its chat opens. */
  streamId: string | null;
  wentLiveAt: string | null;
  endedAt: string | null;
  createdAt: string;
  updatedAt: string;
}
