import type { JobTimers } from '../jobs/run-every.js';

/** A clock for tests: timers fire only when `advance` moves time past them. */
export function manualTimers() {
  let now = 0;
  let next = 0;
  const pending = new Map<number, { at: number; run: () => void }>();
  const timers: JobTimers = {
    setTimeout(run, ms) {
      next += 1;
      pending.set(next, { at: now + ms, run });
      return next;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
  };
  return {
    timers,
    /** Waits asked for and not yet fired, in milliseconds from now. */
    get waits() {
      return [...pending.values()].map(({ at }) => at - now);
    },
    /** Moves time on by `ms`, firing each timer that comes due, in order. */
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = [...pending.entries()]
          .filter(([, timer]) => timer.at <= until)
          .sort(([, a], [, b]) => a.at - b.at)[0];
        if (!due) break;
        pending.delete(due[0]);
        now = due[1].at;
        due[1].run();
      }
      now = until;
    },
  };
}
