/*
 * What the biggest Sunday reads of the machine, the processes, Redis and PostgreSQL around the
 * window, and the errors the instances logged.
 */
import { readFileSync } from 'node:fs';
import type { Redis } from 'ioredis';
import type pg from 'pg';

/** The whole machine's busy share of its CPU time so far, from /proc/stat. */
export function machineTicks() {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const total = fields.reduce((sum, n) => sum + n, 0);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { total, busy: total - idle };
}

/** Microseconds so far in which some runnable task waited for a CPU (pressure stall), if known. */
export function cpuPressureMicros() {
  try {
    return Number(/some .*total=(\d+)/.exec(readFileSync('/proc/pressure/cpu', 'utf8'))?.[1]);
  } catch {
    return null;
  }
}

/** Tasks runnable at this instant, from /proc/stat. */
function runnable() {
  return Number(/procs_running (\d+)/.exec(readFileSync('/proc/stat', 'utf8'))?.[1] ?? 0);
}

/** A process's own CPU seconds so far, from its /proc entry (utime + stime). */
export function cpuSecondsOf(pid: number) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

export async function redisStats(redis: Redis) {
  const stats = await redis.info('stats');
  const server = await redis.info('server');
  const commands = Number(/total_commands_processed:(\d+)/.exec(stats)?.[1] ?? 0);
  const pid = Number(/process_id:(\d+)/.exec(server)?.[1] ?? 0);
  return { commands, pid, cpu: pid ? cpuSecondsOf(pid) : null };
}

export async function databaseStats(admin: pg.Client, name: string) {
  const { rows } = await admin.query<{ xact_commit: string; tup_inserted: string }>(
    'SELECT xact_commit, tup_inserted FROM pg_stat_database WHERE datname = $1',
    [name],
  );
  return {
    commits: Number(rows[0]?.xact_commit ?? 0),
    inserted: Number(rows[0]?.tup_inserted ?? 0),
  };
}

/** Runnable tasks, summed over the samples taken. */
export interface Running {
  samples: number;
  sum: number;
}
/** The run's database connections, summed over the samples taken. */
export interface Activity {
  samples: number;
  connections: number;
  active: number;
  maxActive: number;
  idleInTransaction: number;
  waits: Map<string, number>;
  waitingQueries: Map<string, number>;
}

/**
 * What the instances' connections are doing, once a second: the pools (10 each) full or not;
 * and how many tasks the machine has runnable meanwhile. Sampled until `stop()`.
 */
export function sampleActivity(admin: pg.Client, databaseName: string) {
  const running: Running = { samples: 0, sum: 0 };
  const activity: Activity = {
    samples: 0,
    connections: 0,
    active: 0,
    maxActive: 0,
    idleInTransaction: 0,
    waits: new Map<string, number>(),
    waitingQueries: new Map<string, number>(),
  };
  const sampler = setInterval(() => {
    void admin
      .query<{ state: string | null; wait: string | null; query: string; n: string }>(
        "SELECT state, coalesce(wait_event_type || ':' || wait_event, '') AS wait, left(regexp_replace(query, '\\s+', ' ', 'g'), 70) AS query, count(*) AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid() GROUP BY 1, 2, 3",
        [databaseName],
      )
      .then(({ rows }) => {
        running.samples += 1;
        running.sum += runnable();
        activity.samples += 1;
        let active = 0;
        for (const row of rows) {
          const n = Number(row.n);
          activity.connections += n;
          if (row.state === 'active') active += n;
          if (row.state === 'idle in transaction') activity.idleInTransaction += n;
          if (row.state === 'active' && row.wait) {
            activity.waits.set(row.wait, (activity.waits.get(row.wait) ?? 0) + n);
            const key = `${row.wait}: ${row.query}`;
            activity.waitingQueries.set(key, (activity.waitingQueries.get(key) ?? 0) + n);
          }
        }
        activity.active += active;
        activity.maxActive = Math.max(activity.maxActive, active);
      })
      .catch(() => undefined);
  }, 1000);
  return { running, activity, stop: () => clearInterval(sampler) };
}

/** Errors the instances logged (pino's JSON lines on their stdout), by message. */
export const loggedErrors = new Map<string, number>();

export function tallyLog(chunk: string) {
  for (const line of chunk.split('\n')) {
    if (!line.includes('"level":5') && !line.includes('"level":6')) continue;
    try {
      const entry = JSON.parse(line) as { msg?: string; err?: { message?: string } };
      const key = `${entry.msg ?? ''}${entry.err?.message ? `: ${entry.err.message}` : ''}`.slice(
        0,
        160,
      );
      loggedErrors.set(key, (loggedErrors.get(key) ?? 0) + 1);
    } catch {
      loggedErrors.set(
        '(unreadable log line)',
        (loggedErrors.get('(unreadable log line)') ?? 0) + 1,
      );
    }
  }
}
