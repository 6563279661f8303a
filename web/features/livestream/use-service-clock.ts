import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useHydrated } from '#web/lib/use-hydrated.js';
import { livestreamKeys } from './api/livestream-keys.js';
import { useChurchTimeZone } from '#web/features/settings/index.js';
import { type StreamTimes, chatWindowNotice, nextBoundary, streamPhase } from './service-times.js';

/**
 * The moment a render shows: until hydrated, the moment the server read the streams (the page
 * carries it), so the browser's first render matches the server's markup, whose attributes
 * hydration would not correct; the clock after.
 */
function useShownNow(now: number): number {
  const hydrated = useHydrated();
  const queries = useQueryClient();
  if (hydrated) return now;
  return queries.getQueryState(livestreamKeys.activeStreams())?.dataUpdatedAt || now;
}

/** A timer reaches at most about 24 days ahead; a farther boundary is waited for in steps. */
const LONGEST_WAIT_MS = 24 * 3600 * 1000;

/**
 * The time now, renewed at the stream's next boundary (start, end, chat opening or closing):
 * the page switches at that moment with one timer, not by asking the clock over and over. A
 * boundary already passed (the stream's times changed) fires at once.
 */
export function useBoundaryClock(stream: StreamTimes | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  const next = stream ? nextBoundary(stream, now) : null;
  useEffect(() => {
    if (next === null) return undefined;
    const timer = window.setTimeout(
      () => {
        setNow(Date.now());
      },
      Math.min(LONGEST_WAIT_MS, Math.max(0, next - Date.now())),
    );
    return () => window.clearTimeout(timer);
  }, [next]);
  return useShownNow(now);
}

/** The time now, every second while `running`: what a countdown shows. */
export function useSecondsClock(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return now;
}

/** Where the stream stands now (before, on, ended), switching by itself at its boundaries. */
export function useStreamPhase(stream: StreamTimes | undefined) {
  const now = useBoundaryClock(stream);
  return stream ? streamPhase(stream, now) : 'on';
}

/**
 * Why the composers take nothing now ("Chat opens at 7:30 AM", "Chat has closed"), or null
 * while the chat window is open.
 */
export function useChatWindowNotice(stream: StreamTimes): string | null {
  const now = useBoundaryClock(stream);
  const zone = useChurchTimeZone();
  return chatWindowNotice(stream, now, zone);
}
