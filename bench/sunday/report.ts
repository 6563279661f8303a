/*
 * The biggest Sunday's section of bench/results/latest.md: the instances, the kill drill, the
 * writes and reads, the load on the machine, and each target met or not.
 */
import { appendFileSync, existsSync, mkdirSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import {
  answerCount,
  benchDir,
  chatRate,
  listRate,
  pageRate,
  reactionRate,
  seconds,
  SETTLE_SECONDS,
  viewerCount,
} from './options.js';
import {
  drillFigures,
  homeFigures,
  type InstanceUsage,
  instanceRows,
  percentile,
} from './figures.js';
import type { ViewersReport, WriterKind, WritersReport } from './messages.js';
import {
  type Activity,
  type databaseStats,
  loggedErrors,
  type machineTicks,
  type redisStats,
  type Running,
} from './probes.js';

const ms = (value: number | null) => (value === null ? '–' : String(Math.round(value)));
const mark = (met: boolean) => (met ? 'met' : 'not met');
/** Requests still unanswered when the writers reported (neither an answer nor a timeout yet). */
const unanswered = (kind: WriterKind | undefined) =>
  kind
    ? kind.posted -
      kind.connectionErrors -
      kind.timeouts -
      Object.values(kind.statuses).reduce((sum, n) => sum + n, 0)
    : 0;
const statusList = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, count]) => `${code}: ${count}`)
    .join(', ') || '–';

/** The first body of each refusing status, by kind, so a table's codes can be told apart. */
function refusals(kinds: WriterKind[]) {
  const lines = kinds.flatMap((kind) =>
    Object.entries(kind.samples).map(
      ([status, body]) => `- ${kind.name}, ${status}: \`${body.replaceAll('`', "'")}\``,
    ),
  );
  return lines.length > 0 ? ['First answer of each refusing status:', '', ...lines, ''] : [];
}

function loggedErrorLines() {
  const lines = [...loggedErrors]
    .sort((x, y) => y[1] - x[1])
    .slice(0, 8)
    .map(([message, n]) => `- ${n} × ${message.replaceAll('`', "'")}`);
  return lines.length > 0 ? ['Errors the instances logged (most frequent):', '', ...lines, ''] : [];
}

/** Everything the run measured and collected, as the report reads it. */
export interface Measured {
  started: Date;
  /** The machine may be shared: what else was running when this run began. */
  loadAtStart: number;
  status: { connected: number; failed: number };
  windowStartedAt: number;
  windowEndedAt: number;
  killedAt: number | undefined;
  usage: InstanceUsage;
  writes: WritersReport;
  reads: WritersReport;
  viewerReports: ViewersReport[];
  /** Each stored chat message's number and its first copy's created_at. */
  storedAt: Map<number, number>;
  /** The chat message numbers stored and visible. */
  inDatabase: Set<number>;
  reactionsBefore: number;
  reactionsAfter: number;
  answersCounted: number;
  /** The moment's own count of responses. */
  momentResponses: number | undefined;
  adminResponses: number | undefined;
  machineFrom: ReturnType<typeof machineTicks>;
  machineTo: ReturnType<typeof machineTicks>;
  pressureFrom: number | null;
  pressureTo: number | null;
  running: Running;
  activity: Activity;
  generatorCpu: { name: string; share: number | null }[];
  redisBefore: Awaited<ReturnType<typeof redisStats>>;
  redisAfter: Awaited<ReturnType<typeof redisStats>>;
  databaseBefore: Awaited<ReturnType<typeof databaseStats>>;
  databaseAfter: Awaited<ReturnType<typeof databaseStats>>;
}

/** The section's markdown, tables and target marks. */
export function sundaySection(measured: Measured) {
  const {
    started,
    loadAtStart,
    status,
    windowStartedAt,
    windowEndedAt,
    killedAt,
    writes,
    reads,
    viewerReports,
    inDatabase,
    reactionsBefore,
    answersCounted,
    adminResponses,
    machineFrom,
    machineTo,
    pressureFrom,
    pressureTo,
    running,
    activity,
    generatorCpu,
    redisBefore,
    redisAfter,
    databaseBefore,
    databaseAfter,
  } = measured;
  const { endA, endB } = measured.usage;
  const chat = writes.kinds.find((kind) => kind.name === 'chat message');
  const acknowledged = chat?.acknowledged ?? [];
  const chatLost = acknowledged.filter((n) => !inDatabase.has(n)).length;
  const homes = homeFigures(viewerReports, measured.storedAt);
  const drill = drillFigures(viewerReports);
  const reconnectTimes = viewerReports.flatMap((r) => r.reconnectTimes);
  const usageRows = instanceRows(measured.usage, homes, {
    startedAt: windowStartedAt,
    endedAt: windowEndedAt,
    killedAt,
  });
  const allKinds = [...writes.kinds, ...reads.kinds];
  const fiveHundreds = allKinds.reduce(
    (total, kind) =>
      total +
      Object.entries(kind.statuses)
        .filter(([code]) => code.startsWith('5'))
        .reduce((sum, [, n]) => sum + n, 0),
    0,
  );
  const answers = writes.kinds.find((kind) => kind.name === 'moment answer');
  const answersAcknowledged = answers?.statuses['201'] ?? 0;
  const reactions = writes.kinds.find((kind) => kind.name === 'stream reaction');
  const page = reads.kinds.find((kind) => kind.name.startsWith('page'));
  const totalMissing = homes.reduce((sum, home) => sum + home.missing, 0);
  const totalMissingStored = homes.reduce((sum, home) => sum + home.missingStored, 0);
  const windowSeconds = (windowEndedAt - windowStartedAt) / 1000;
  const redisCpu =
    redisBefore.cpu !== null && redisAfter.cpu !== null
      ? `${(((redisAfter.cpu - redisBefore.cpu) / windowSeconds) * 100).toFixed(0)} % of one core`
      : 'not readable';

  const eventTotals = viewerReports.reduce<Record<string, number>>((all, r) => {
    for (const [name, n] of Object.entries(r.eventCounts)) all[name] = (all[name] ?? 0) + n;
    return all;
  }, {});
  const eventsPerViewer =
    Object.entries(eventTotals)
      .sort((x, y) => y[1] - x[1])
      .map(
        ([name, n]) => `${name} ${(n / Math.max(1, status.connected) / windowSeconds).toFixed(1)}`,
      )
      .join(', ') || 'none';
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 1024 ** 3)} GiB, Node ${process.version}; load average ${loadAtStart.toFixed(1)} at the start`;
  const p99s = usageRows.map((row) => percentile(row.home.latencies, 99));
  const lines = [
    `### The biggest Sunday (${started.toISOString().slice(0, 16).replace('T', ' ')} UTC; ${machine})`,
    '',
    `Two instances (one PostgreSQL database, one Redis), ${viewerCount} viewers (${status.connected} connected, ${status.failed} refused), ` +
      `${seconds} s window after ${SETTLE_SECONDS} s of settling: ${chatRate} chat messages/s, ${reactionRate} reactions/s, ` +
      `${answerCount} answers to a salvation moment, ${pageRate} page loads/s, ${listRate} stream-list reads/s; ` +
      (killedAt === undefined
        ? 'no kill.'
        : `instance A killed (SIGKILL) ${((killedAt - windowStartedAt) / 1000).toFixed(1)} s in.`),
    '',
    '| instance | viewers | delivery p50 ms | delivery p99 ms | created to receipt p50 ms | p99 ms | chat events received | missing (of acknowledged) | missing (of stored) | duplicates | resent post seen twice | resets | viewers affected | closes seen by viewers staying | CPU (of one core) | RSS MiB | KB per viewer |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...usageRows.map(
      (row) =>
        `| ${row.name}${row.name === 'A' && killedAt !== undefined ? ' (killed)' : ''} | ${row.home.viewers} | ${ms(percentile(row.home.latencies, 50))} | ${ms(percentile(row.home.latencies, 99))} | ${ms(percentile(row.home.fanOut, 50))} | ${ms(percentile(row.home.fanOut, 99))} | ${row.home.chats} | ${row.home.missing} | ${row.home.missingStored} | ${row.home.duplicates} | ${row.home.twice} | ${row.home.resets} | ${row.home.affected} | ${row.home.unexpectedCloses} | ${row.cpu === null ? '–' : `${(row.cpu * 100).toFixed(0)} %`} | ${Math.round(row.rss / 1024 / 1024)} | ${row.kbPerViewer.toFixed(1)} |`,
    ),
    '',
    "Delivery: post-to-receipt of chat messages (from the post leaving the writer, so the write's own wait counts; created to receipt: from the row's created_at, which the instance sets as it starts to store it, before waiting for a database connection), read by about 250 sampled viewers, by the instance they were on at receipt. Missing: acknowledged (answered 201 within 10 s), or stored and visible, chat messages a viewer never received, over its viewers (home instance). Duplicates: chat events whose id is not after the previous one (since the last reset). Resent post seen twice: one message number in two events of different ids (a post resent to the other instance had been carried out by the dying one too). For the killed instance CPU is up to just before the kill and RSS is its last reading.",
    '',
    '| kill drill | back on a stream at the end | not back (of them, connected and awaiting an answer) | reconnect p50 ms | reconnect p99 ms | missed (of acknowledged) | missed (of stored) | duplicates | resent post seen twice | resets | viewers affected |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    `| ${killedAt === undefined ? 'no kill' : 'instance A'} | ${drill.reconnected} | ${drill.notBack} (${drill.awaitingAnswer}) | ${ms(percentile(reconnectTimes, 50))} | ${ms(percentile(reconnectTimes, 99))} | ${drill.missing} | ${drill.missingStored} | ${drill.duplicates} | ${drill.twice} | ${drill.resets} | ${drill.affected} |`,
    '',
    "Reconnect: from the socket closing to the other instance's first bytes, the wait the site's live connection makes included (the server's `retry:`, 1–10 s, halved at random; doubled while attempts fail).",
    '',
    `Attempts to reopen refused: ${
      Object.entries(
        viewerReports.reduce<Record<string, number>>((all, r) => {
          for (const [reason, n] of Object.entries(r.refusals))
            all[reason] = (all[reason] ?? 0) + n;
          return all;
        }, {}),
      )
        .map(([reason, n]) => `${reason}: ${n}`)
        .join(', ') || 'none'
    }.`,
    '',
    '| write | posted | acknowledged | counted in the database | lost | by status | connection errors / timeouts / unanswered | resent to the other instance | p50 ms | p99 ms |',
    '|---|---|---|---|---|---|---|---|---|---|',
    `| chat message | ${chat?.posted ?? 0} | ${acknowledged.length} | ${inDatabase.size} | ${chatLost} | ${statusList(chat?.statuses ?? {})} | ${chat?.connectionErrors ?? 0} / ${chat?.timeouts ?? 0} / ${unanswered(chat)} | ${chat?.retried ?? 0} | ${ms(chat?.p50 ?? null)} | ${ms(chat?.p99 ?? null)} |`,
    `| stream reaction | ${reactions?.posted ?? 0} | ${reactions?.statuses['201'] ?? 0} | ${measured.reactionsAfter - reactionsBefore} | | ${statusList(reactions?.statuses ?? {})} | ${reactions?.connectionErrors ?? 0} / ${reactions?.timeouts ?? 0} / ${unanswered(reactions)} | ${reactions?.retried ?? 0} | ${ms(reactions?.p50 ?? null)} | ${ms(reactions?.p99 ?? null)} |`,
    `| moment answer | ${answers?.posted ?? 0} | ${answersAcknowledged} (201) | ${answersCounted} rows; moment's count ${measured.momentResponses ?? '–'}; admin API ${adminResponses ?? '–'} | ${Math.max(0, answersAcknowledged - answersCounted)} | ${statusList(answers?.statuses ?? {})} | ${answers?.connectionErrors ?? 0} / ${answers?.timeouts ?? 0} / ${unanswered(answers)} | ${answers?.retried ?? 0} | ${ms(answers?.p50 ?? null)} | ${ms(answers?.p99 ?? null)} |`,
    '',
    '| read | requests | p50 ms | p99 ms | by status | connection errors / timeouts / unanswered | resent to the other instance |',
    '|---|---|---|---|---|---|---|',
    ...reads.kinds.map(
      (kind) =>
        `| ${kind.name} | ${kind.posted} | ${ms(kind.p50)} | ${ms(kind.p99)} | ${statusList(kind.statuses)} | ${kind.connectionErrors} / ${kind.timeouts} / ${unanswered(kind)} | ${kind.retried} |`,
    ),
    '',
    'Requests are sent at a fixed rate whatever the answers; latency counts from when each was due. A request with no answer in 10 s is a timeout, not resent (its instance may still carry it out).',
    '',
    ...refusals(allKinds),
    ...loggedErrorLines(),
    '| load | over the window |',
    '|---|---|',
    `| the whole machine, busy | ${(((machineTo.busy - machineFrom.busy) / Math.max(1, machineTo.total - machineFrom.total)) * 100).toFixed(0)} % of ${cpus().length} cores |`,
    `| tasks runnable (each second, on average) | ${(running.sum / Math.max(1, running.samples)).toFixed(1)} for ${cpus().length} cores |`,
    `| some task waiting for a CPU | ${pressureFrom === null || pressureTo === null || Number.isNaN(pressureFrom) ? 'not readable' : `${(((pressureTo - pressureFrom) / 1e6 / windowSeconds) * 100).toFixed(0)} % of the window`} |`,
    `| load generators' CPU (of one core) | ${generatorCpu.map(({ name, share }) => `${name} ${share === null ? '–' : `${(share * 100).toFixed(0)} %`}`).join(', ')} |`,
    `| events each viewer received a second, by name | ${eventsPerViewer} |`,
    `| instances' event-loop delay over the window, p99 / max ms | A ${endA ? `${Math.round(endA.loopDelayP99)} / ${Math.round(endA.loopDelayMax)}` : '–'}, B ${Math.round(endB.loopDelayP99)} / ${Math.round(endB.loopDelayMax)} |`,
    `| Redis commands | ${redisAfter.commands - redisBefore.commands} (${Math.round((redisAfter.commands - redisBefore.commands) / windowSeconds)}/s) |`,
    `| Redis CPU | ${redisCpu} |`,
    `| PostgreSQL transactions committed | ${databaseAfter.commits - databaseBefore.commits} (${Math.round((databaseAfter.commits - databaseBefore.commits) / windowSeconds)}/s) |`,
    `| PostgreSQL rows inserted | ${databaseAfter.inserted - databaseBefore.inserted} |`,
    `| PostgreSQL connections of the run (each second) | ${(activity.connections / Math.max(1, activity.samples)).toFixed(1)} on average, ${(activity.active / Math.max(1, activity.samples)).toFixed(1)} active on average, ${activity.maxActive} at most |`,
    `| idle in a transaction (on average) | ${(activity.idleInTransaction / Math.max(1, activity.samples)).toFixed(1)} |`,
    `| statements waiting most (connections, on average) | ${
      [...activity.waitingQueries]
        .sort((x, y) => y[1] - x[1])
        .slice(0, 4)
        .map(
          ([query, n]) =>
            `\`${query.replaceAll('`', "'").replaceAll('|', '/')}\` ${(n / Math.max(1, activity.samples)).toFixed(1)}`,
        )
        .join('; ') || 'none'
    } |`,
    `| what active connections waited on | ${
      [...activity.waits]
        .sort((x, y) => y[1] - x[1])
        .slice(0, 4)
        .map(([wait, n]) => `${wait} ${((n / Math.max(1, activity.samples)) as number).toFixed(1)}`)
        .join(', ') || 'nothing (on CPU)'
    } |`,
    '',
    '| target | figure | |',
    '|---|---|---|',
    `| delivery p99 < 500 ms on both instances | ${p99s.map(ms).join(' / ')} | ${mark(p99s.every((p) => p !== null && p < 500))} |`,
    // Few posts may be answered in time under overload: what was stored counts as well.
    `| no chat message missing for any viewer (acknowledged, and stored) | ${totalMissing} of acknowledged, ${totalMissingStored} of stored | ${mark(totalMissing === 0 && totalMissingStored === 0)} |`,
    `| every acknowledged answer counted | ${answersAcknowledged} acknowledged, ${answersCounted} rows, ${measured.momentResponses ?? '–'} in the moment's count, ${adminResponses ?? '–'} in the admin API | ${mark(answersCounted >= answersAcknowledged && measured.momentResponses === answersCounted && adminResponses === answersCounted)} |`,
    `| page p99 < 1 s | ${ms(page?.p99 ?? null)} ms | ${mark(page?.p99 !== null && page?.p99 !== undefined && page.p99 < 1000)} |`,
    `| < 20 KB per viewer | ${usageRows.map((row) => row.kbPerViewer.toFixed(1)).join(' / ')} | ${mark(usageRows.every((row) => row.kbPerViewer < 20))} |`,
    `| no 5xx | ${fiveHundreds} | ${mark(fiveHundreds === 0)} |`,
    `| drill: 0 missed, 0 duplicated | ${drill.missing} missed (of stored: ${drill.missingStored}), ${drill.duplicates} duplicated, ${drill.resets} resets | ${mark(drill.missing === 0 && drill.missingStored === 0 && drill.duplicates === 0)} |`,
    `| no acknowledged chat message lost by the database | ${chatLost} | ${mark(chatLost === 0)} |`,
    '',
  ];
  return lines.join('\n');
}

/** Appends the section to bench/results/latest.md. */
export function appendToLatest(text: string) {
  const results = join(benchDir, 'results');
  mkdirSync(results, { recursive: true });
  const latest = join(results, 'latest.md');
  appendFileSync(latest, `${existsSync(latest) ? '\n' : ''}${text}\n`);
}
