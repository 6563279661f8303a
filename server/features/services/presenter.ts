import type {
  AdminOccurrence,
  AdminService,
  CurrentOccurrence,
  Occurrence,
  OccurrenceAttendance,
  ServiceMode,
} from '#shared/schemas/services.js';
import { type ServiceMoment, serviceMomentsSchema } from '#shared/schemas/moments.js';
import { fromFlag } from '#server/platform/db/ids.js';
import type { OccurrenceRow, ServiceRow } from './repository.js';
import {
  type OccurrenceOwn,
  type OccurrenceTimes,
  type ServicePlan,
  occurrenceStatus,
} from './schedule.js';

export const weekdaysOf = (text: string) => (text ? text.split(',').map((day) => Number(day)) : []);

/** The service's plan of moments as saved; a plan that no longer reads is none. */
export function momentPlanOf(row: ServiceRow): ServiceMoment[] {
  try {
    const parsed = serviceMomentsSchema.safeParse(JSON.parse(row.moments));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function planOf(row: ServiceRow): ServicePlan {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    startsAt: row.startsAt,
    repeat: row.repeat === 'weekly' ? 'weekly' : 'none',
    weekdays: weekdaysOf(row.weekdays),
    until: row.until,
    durationMinutes: row.durationMinutes,
    chatOpensMinutesBefore: row.chatOpensMinutesBefore,
    chatClosesMinutesAfter: row.chatClosesMinutesAfter,
    mode: row.mode as ServiceMode,
  };
}

export function ownOf(row: OccurrenceRow): OccurrenceOwn {
  return {
    scheduledStartsAt: row.scheduledStartsAt,
    cancelled: fromFlag(row.cancelled),
    startsAt: row.startsAt,
    title: row.title,
    durationMinutes: row.durationMinutes,
    streamId: row.streamId,
    wentLiveAt: row.wentLiveAt,
    endedAt: row.endedAt,
  };
}

export function presentService(row: ServiceRow, nextStartsAt: string | null): AdminService {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    startsAt: row.startsAt,
    repeat: row.repeat === 'weekly' ? 'weekly' : 'none',
    weekdays: weekdaysOf(row.weekdays),
    until: row.until,
    durationMinutes: row.durationMinutes,
    chatOpensMinutesBefore: row.chatOpensMinutesBefore,
    chatClosesMinutesAfter: row.chatClosesMinutesAfter,
    mode: row.mode as ServiceMode,
    streamUrl: row.streamUrl,
    videoUrl: row.videoUrl,
    videoDurationSeconds: row.videoDurationSeconds,
    moments: momentPlanOf(row),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    nextStartsAt,
  };
}

/** An occurrence is named by its service and the start the schedule gave it. */
export const occurrenceId = (serviceId: string, scheduledStartsAt: string) =>
  `${serviceId}:${scheduledStartsAt}`;

export function presentOccurrence(times: OccurrenceTimes, now: number): Occurrence {
  return {
    _id: occurrenceId(times.serviceId, times.scheduledStartsAt),
    serviceId: times.serviceId,
    scheduledStartsAt: times.scheduledStartsAt,
    title: times.title,
    description: times.description,
    startsAt: times.startsAt,
    endsAt: times.endsAt,
    chatOpensAt: times.chatOpensAt,
    chatClosesAt: times.chatClosesAt,
    status: occurrenceStatus(times, now),
    mode: times.mode,
    streamId: times.streamId,
    recurrence: times.recurrence,
  };
}

export function presentAdminOccurrence(
  times: OccurrenceTimes,
  now: number,
  attendance?: ReadonlyMap<string, OccurrenceAttendance>,
): AdminOccurrence {
  return {
    ...presentOccurrence(times, now),
    cancelled: times.cancelled,
    attendance: (times.streamId && attendance?.get(times.streamId)) || null,
  };
}

/** The occurrence in its chat window, with the moment a simulated one has reached. */
export function presentCurrent(
  times: OccurrenceTimes,
  row: ServiceRow,
  now: number,
): CurrentOccurrence {
  const simulated = times.mode === 'simulated';
  const seconds = Math.max(0, Math.floor((now - Date.parse(times.startsAt)) / 1000));
  return {
    ...presentOccurrence(times, now),
    positionSeconds: simulated ? seconds : null,
    videoUrl: simulated ? row.videoUrl : null,
    videoDurationSeconds: simulated ? row.videoDurationSeconds : null,
  };
}
