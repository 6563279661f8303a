import { z } from 'zod';

/** The kinds of demo rows the seed adds, in the order the panel names them. */
export const DEMO_CONTENT_KINDS = [
  'services',
  'streams',
  'events',
  'sermons',
  'comments',
  'chatMessages',
  'testimonies',
  'members',
  'contacts',
  'prayerRequests',
  'quickChats',
] as const;
export type DemoContentKind = (typeof DEMO_CONTENT_KINDS)[number];

/** How many demo rows of each kind are still there (or were removed). */
export const demoContentCountsSchema = z.object(
  Object.fromEntries(DEMO_CONTENT_KINDS.map((kind) => [kind, z.number().int().min(0)])) as Record<
    DemoContentKind,
    z.ZodNumber
  >,
);
export type DemoContentCounts = z.infer<typeof demoContentCountsSchema>;

/**
 * One thing still left from the demo church or at a default. `href` opens the place in the
 * panel where it is fixed; `environment` names the server setting when it is fixed there.
 */
export const launchChecklistItemSchema = z.object({
  id: z.string(),
  label: z.string(),
  detail: z.string(),
  href: z.string(),
  environment: z.string().nullable(),
});
export type LaunchChecklistItem = z.infer<typeof launchChecklistItemSchema>;

export const launchChecklistResponseSchema = z.object({
  items: z.array(launchChecklistItemSchema),
  demoContent: demoContentCountsSchema,
});
export type LaunchChecklistResponse = z.infer<typeof launchChecklistResponseSchema>;

export const removeDemoContentResponseSchema = z.object({
  removed: demoContentCountsSchema,
  /** In plain words, as the audit log records it. */
  message: z.string(),
});
export type RemoveDemoContentResponse = z.infer<typeof removeDemoContentResponseSchema>;

/** Each kind of demo row, singular and plural, in the order people read them. */
const DEMO_CONTENT_NAMES: Record<keyof DemoContentCounts, [string, string]> = {
  services: ['service', 'services'],
  streams: ['stream', 'streams'],
  events: ['event', 'events'],
  sermons: ['sermon', 'sermons'],
  comments: ['comment', 'comments'],
  chatMessages: ['chat message', 'chat messages'],
  testimonies: ['testimony', 'testimonies'],
  members: ['member', 'members'],
  contacts: ['contact message', 'contact messages'],
  prayerRequests: ['prayer request', 'prayer requests'],
  quickChats: ['quick chat', 'quick chats'],
};

/** "4 streams", "1 event": each kind with any rows, in order. */
export function demoContentParts(counts: DemoContentCounts): string[] {
  return (Object.keys(DEMO_CONTENT_NAMES) as (keyof DemoContentCounts)[])
    .filter((kind) => counts[kind] > 0)
    .map((kind) => `${counts[kind]} ${DEMO_CONTENT_NAMES[kind][counts[kind] === 1 ? 0 : 1]}`);
}
