/*
 * The biggest Sunday's figures, summed over the viewers' processes: by home instance, for the
 * kill drill, and each instance's CPU and memory over the window.
 */
import type { HomeFigures, Usage, ViewersReport } from './messages.js';

export const percentile = (list: number[], p: number) => {
  if (list.length === 0) return null;
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
};
const cpuSeconds = (from: Usage, to: Usage) =>
  (to.cpu.user + to.cpu.system - from.cpu.user - from.cpu.system) / 1e6;

/**
 * The viewers of each instance (viewer n's home is instance n mod 2), with their delivery
 * latencies and, from `storedAt` (message number to its row's created_at), created to receipt.
 */
export function homeFigures(viewerReports: ViewersReport[], storedAt: Map<number, number>) {
  return [0, 1].map((home) => {
    const sum = (pick: (figures: HomeFigures) => number) =>
      viewerReports.reduce((total, r) => total + (r.perHome[home] ? pick(r.perHome[home]) : 0), 0);
    return {
      viewers: sum((f) => f.viewers),
      chats: sum((f) => f.chats),
      missing: sum((f) => f.missing),
      missingStored: sum((f) => f.missingStored),
      duplicates: sum((f) => f.duplicates),
      twice: sum((f) => f.twice),
      resets: sum((f) => f.resets),
      affected: sum((f) => f.affected),
      unexpectedCloses: sum((f) => f.unexpectedCloses),
      latencies: viewerReports.flatMap((r) => r.latencies[home] ?? []),
      fanOut: viewerReports.flatMap((r) => {
        const receipts = r.receipts[home];
        if (!receipts) return [];
        return receipts.numbers.flatMap((n, i) => {
          const at = storedAt.get(n);
          return at === undefined ? [] : [(receipts.times[i] as number) - at];
        });
      }),
    };
  });
}
export type Home = ReturnType<typeof homeFigures>[number];

/** The kill drill, over every viewer the killed instance had. */
export function drillFigures(viewerReports: ViewersReport[]) {
  return viewerReports.reduce(
    (total, r) => ({
      reconnected: total.reconnected + r.drill.reconnected,
      missing: total.missing + r.drill.missing,
      missingStored: total.missingStored + r.drill.missingStored,
      duplicates: total.duplicates + r.drill.duplicates,
      twice: total.twice + r.drill.twice,
      resets: total.resets + r.drill.resets,
      affected: total.affected + r.drill.affected,
      notBack: total.notBack + r.drill.notBack,
      awaitingAnswer: total.awaitingAnswer + r.drill.awaitingAnswer,
    }),
    {
      reconnected: 0,
      missing: 0,
      missingStored: 0,
      duplicates: 0,
      twice: 0,
      resets: 0,
      affected: 0,
      notBack: 0,
      awaitingAnswer: 0,
    },
  );
}

/** The instances' readings: before and after the viewers came, and around the window. */
export interface InstanceUsage {
  beforeViewers: Usage[];
  afterViewers: Usage[];
  windowStart: Usage[];
  /** A's last reading: at the window's end, or just before the kill. */
  endA: Usage | undefined;
  endB: Usage;
}

/** Each instance's CPU share over its part of the window, RSS, and memory per viewer. */
export function instanceRows(
  usage: InstanceUsage,
  homes: Home[],
  window: { startedAt: number; endedAt: number; killedAt: number | undefined },
) {
  const { beforeViewers, afterViewers, windowStart, endA, endB } = usage;
  return [
    { name: 'A', from: windowStart[0], to: endA, until: window.killedAt ?? window.endedAt },
    { name: 'B', from: windowStart[1], to: endB, until: window.endedAt },
  ].map(({ name, from, to, until }, i) => {
    const cpu = from && to ? cpuSeconds(from, to) / ((until - window.startedAt) / 1000) : null;
    const before = beforeViewers[i] as Usage;
    const after = afterViewers[i] as Usage;
    const home = homes[i] as Home;
    return {
      name,
      cpu,
      rss: (to ?? after).rss,
      kbPerViewer: (after.rss - before.rss) / 1024 / Math.max(1, home.viewers),
      home,
    };
  });
}
