/** What the biggest Sunday's child processes tell the orchestrator over IPC. */

/** An instance's answer to 'usage'. */
export interface Usage {
  cpu: NodeJS.CpuUsage;
  rss: number;
  /** The event loop's delay since the previous reading, ms. */
  loopDelayP99: number;
  loopDelayMax: number;
}
/** An instance's first message, once it listens. */
export interface Ready {
  baseUrl: string;
  streamId: string;
  admin: { username: string; password: string };
  dataDir: string;
}
/** One kind of request in the writers' or readers' report. */
export interface WriterKind {
  name: string;
  posted: number;
  statuses: Record<string, number>;
  connectionErrors: number;
  timeouts: number;
  samples: Record<string, string>;
  retried: number;
  p50: number | null;
  p99: number | null;
  acknowledged: number[];
}
export interface WritersReport {
  kinds: WriterKind[];
  inFlight: number;
}
/** The viewers of one home instance, in a viewers' process report. */
export interface HomeFigures {
  viewers: number;
  connected: number;
  chats: number;
  missing: number;
  missingStored: number;
  duplicates: number;
  twice: number;
  resets: number;
  affected: number;
  unexpectedCloses: number;
}
export interface DrillFigures {
  reconnected: number;
  missing: number;
  missingStored: number;
  duplicates: number;
  twice: number;
  resets: number;
  affected: number;
  notBack: number;
  awaitingAnswer: number;
}
export interface ViewersReport {
  connected: number;
  failed: number;
  perHome: HomeFigures[];
  drill: DrillFigures;
  reconnectTimes: number[];
  refusals: Record<string, number>;
  eventCounts: Record<string, number>;
  latencies: number[][];
  receipts: { numbers: number[]; times: number[] }[];
}
