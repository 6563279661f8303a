import { DEFAULT_EVENT_CATEGORY, EVENT_CATEGORIES, type EventCategory } from '#shared/constants.js';
import type { AdminEvent, PublicEvent } from '#shared/schemas/events.js';
import type { EventRow } from './repository.js';

export function presentPublicEvent(row: EventRow): PublicEvent {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    startDate: row.startDate,
    endDate: row.endDate,
    location: row.location,
    imageUrl: row.imageUrl,
    videoUrl: row.videoUrl,
    videoDuration: row.videoDuration,
    category: (EVENT_CATEGORIES as readonly string[]).includes(row.category)
      ? (row.category as EventCategory)
      : DEFAULT_EVENT_CATEGORY,
  };
}

export function presentAdminEvent(row: EventRow): AdminEvent {
  return { ...presentPublicEvent(row), createdAt: row.createdAt, updatedAt: row.updatedAt };
}
