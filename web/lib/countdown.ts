export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds from `now` until `target` (zero once it has passed). */
export function countdownParts(target: Date, now: Date): CountdownParts {
  const total = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

export interface NextService {
  title: string;
  startsAt: Date;
}

/** The soonest future start among scheduled streams and events, or null when nothing is planned. */
export function nextService(
  candidates: { title: string; start: string | null }[],
  now: Date,
): NextService | null {
  let best: NextService | null = null;
  for (const { title, start } of candidates) {
    if (!start) continue;
    const startsAt = new Date(start);
    if (Number.isNaN(startsAt.getTime()) || startsAt <= now) continue;
    if (!best || startsAt < best.startsAt) best = { title, startsAt };
  }
  return best;
}
