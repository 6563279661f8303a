import { SERVICE_MESSAGES, chatOpensMessage } from '#shared/schemas/services.js';
import type { PublicStream } from '#shared/schemas/streams.js';
import { dateFormat } from '#web/lib/date-format.js';

/** The times of a stream that decide what the page shows; a service's room has them all. */
export type StreamTimes = Pick<
  PublicStream,
  'isLive' | 'scheduledDate' | 'endsAt' | 'chatOpensAt' | 'chatClosesAt' | 'videoDurationSeconds'
>;

/**
 * Where a stream stands for the player: `before` its start (a countdown, no Play), `on` (the
 * player), `ended` once its end has passed or its recorded video has played to the end.
 */
export type StreamPhase = 'before' | 'on' | 'ended';

const at = (value: string | null) => (value === null ? null : Date.parse(value));

/** When a recorded video played as live runs out, or null for a stream without one. */
function videoEndsAt(stream: StreamTimes): number | null {
  const start = at(stream.scheduledDate);
  if (start === null || stream.videoDurationSeconds === null) return null;
  return start + stream.videoDurationSeconds * 1000;
}

export function streamPhase(stream: StreamTimes, now: number): StreamPhase {
  const ends = at(stream.endsAt);
  const videoEnds = videoEndsAt(stream);
  if ((ends !== null && now >= ends) || (videoEnds !== null && now >= videoEnds)) return 'ended';
  const start = at(stream.scheduledDate);
  // The server sets a room live at its start: until then a future start means waiting, unless
  // the team went live early.
  if (!stream.isLive && start !== null && now < start) return 'before';
  return 'on';
}

/** Whole seconds a recorded video has played since its start: the same moment for everyone. */
export function simulatedPosition(scheduledDate: string | null, now: number): number {
  const start = at(scheduledDate) ?? now;
  return Math.max(0, Math.floor((now - start) / 1000));
}

/**
 * "at 7:30 AM" in the zone, or "Sunday at 7:30 AM" when it is not today there: how the server
 * words the same moment in its refusals, so the page and the server say the same.
 */
export function whenAt(instant: Date, timeZone: string | undefined, now: Date): string {
  const day = (date: Date) =>
    dateFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).format(
      date,
    );
  const time = dateFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    instant,
  );
  if (day(instant) === day(now)) return `at ${time}`;
  const weekday = dateFormat('en-US', { timeZone, weekday: 'long' }).format(instant);
  return `${weekday} at ${time}`;
}

/**
 * Why the chat, comments and prayer requests take nothing now, or null while they do: the
 * server's own words for the same refusal.
 */
export function chatWindowNotice(
  stream: StreamTimes,
  now: number,
  timeZone: string | undefined,
): string | null {
  const closes = at(stream.chatClosesAt);
  if (closes !== null && now >= closes) return SERVICE_MESSAGES.chatClosed;
  const opens = at(stream.chatOpensAt);
  if (opens !== null && now < opens) {
    return chatOpensMessage(whenAt(new Date(opens), timeZone, new Date(now)));
  }
  return null;
}

/** The next moment after `now` at which the stream's phase or chat window changes, or null. */
export function nextBoundary(stream: StreamTimes, now: number): number | null {
  const moments = [
    at(stream.scheduledDate),
    at(stream.endsAt),
    at(stream.chatOpensAt),
    at(stream.chatClosesAt),
    videoEndsAt(stream),
  ].filter((moment): moment is number => moment !== null && moment > now);
  return moments.length === 0 ? null : Math.min(...moments);
}
