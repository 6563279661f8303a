import { z } from 'zod';
import { EVENT_CATEGORIES } from '../constants.js';

/** An event as the public Upcoming Events page shows it (spec section 3). */
export const publicEventSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  location: z.string(),
  imageUrl: z.string(),
  videoUrl: z.string(),
  /** Seconds. */
  videoDuration: z.number().int(),
  category: z.enum(EVENT_CATEGORIES),
});
export type PublicEvent = z.infer<typeof publicEventSchema>;

export const upcomingEventsResponseSchema = z.object({ events: z.array(publicEventSchema) });
export type UpcomingEventsResponse = z.infer<typeof upcomingEventsResponseSchema>;
