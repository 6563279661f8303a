import type { FastifyBaseLogger } from 'fastify';

/**
 * The panel's count of a moment as it grows: the first answer is told at once, later ones at
 * most once per `everyMs` (the last of a burst always told), so a thousand taps in a second are
 * a handful of events. Each instance throttles the answers it stored.
 */
export function createCountThrottle({
  everyMs,
  publish,
  log,
}: {
  everyMs: number;
  publish: (momentId: string) => Promise<void>;
  log: FastifyBaseLogger;
}) {
  /** Per moment: the timer of the quiet spell after the last told count, and whether more came. */
  const waiting = new Map<string, { timer: NodeJS.Timeout; more: boolean }>();

  const tell = (momentId: string) =>
    publish(momentId).catch((error: unknown) =>
      log.warn({ err: error, momentId }, 'a moment’s count was not told'),
    );

  function quietSpell(momentId: string) {
    const timer = setTimeout(() => {
      const entry = waiting.get(momentId);
      waiting.delete(momentId);
      if (entry?.more) {
        void tell(momentId);
        quietSpell(momentId);
      }
    }, everyMs);
    timer.unref();
    waiting.set(momentId, { timer, more: false });
  }

  return {
    touch(momentId: string) {
      const entry = waiting.get(momentId);
      if (entry) {
        entry.more = true;
        return;
      }
      void tell(momentId);
      quietSpell(momentId);
    },

    /** A closed moment's counts are told by its closing. */
    forget(momentId: string) {
      const entry = waiting.get(momentId);
      if (entry) clearTimeout(entry.timer);
      waiting.delete(momentId);
    },

    stop() {
      for (const { timer } of waiting.values()) clearTimeout(timer);
      waiting.clear();
    },
  };
}
