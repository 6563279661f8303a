/*
 * `npm run bench -- --only push`: one go-live message to every subscribed browser, through the
 * app's delivery queue to a stand-in push service that answers each message after
 * --latency-ms, in three processes (the app, the stand-in, this one). For each audience in
 * --browsers, the queue sends PUSH_SEND_CONCURRENCY at a time as it does now, then
 * --before-concurrency at a time as it did before (0: not), in the same run: how long until half, 90 %
 * and all of the browsers have it, messages per second, and the app's CPU per message.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_SEND_CONCURRENCY } from '#server/features/push/service.js';
import { projectRoot } from '#server/platform/project-root.js';
import { withBound } from '../bound.js';

const pushDir = join(projectRoot(), 'bench', 'push');

function start(script: string, args: string[]): ChildProcess {
  return fork(join(pushDir, script), args, {
    execArgv: ['--import', 'tsx', '--conditions=source'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
}

function next<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${type}: the child exited with ${code}`)));
    child.on('message', function onMessage(message: { type: string }) {
      if (message.type !== type) return;
      child.off('message', onMessage);
      resolve(message as T);
    });
  });
}

interface Delivered {
  delivered: number;
  mostInFlight: number;
  half?: number;
  most?: number;
  all?: number;
}

interface Outcome extends Delivered {
  browsers: number;
  concurrency: number;
  queued: number;
  appCpuMs: number;
}

async function fanOut(browsers: number, concurrency: number, latencyMs: number) {
  const service = start('service.ts', [
    '--browsers',
    String(browsers),
    '--latency-ms',
    String(latencyMs),
  ]);
  let app: ChildProcess | undefined;
  try {
    const { origin, subscribers } = await withBound(
      next<{ origin: string; subscribers: unknown[] }>(service, 'ready'),
      120_000,
      'the stand-in push service',
    );
    app = start('app.ts', ['--origin', origin, '--concurrency', String(concurrency)]);
    await withBound(next(app, 'ready'), 120_000, 'the app');
    const subscribed = next(app, 'subscribed');
    app.send({ type: 'subscribe', subscribers });
    await withBound(subscribed, 300_000, 'storing the subscriptions');

    // The longest this can take at the concurrency asked, with room for a slow machine.
    const bound = ((browsers / concurrency) * latencyMs + 60_000) * 3;
    const delivered = next<Delivered>(service, 'delivered');
    const sent = next<{ queued: number; cpu: NodeJS.CpuUsage }>(app, 'sent');
    service.send({ type: 'mark' });
    app.send({ type: 'go' });
    const [reached, done] = await withBound(Promise.all([delivered, sent]), bound, 'the fan-out');
    return {
      browsers,
      concurrency,
      queued: done.queued,
      appCpuMs: (done.cpu.user + done.cpu.system) / 1000,
      ...reached,
    } satisfies Outcome;
  } finally {
    app?.kill();
    service.kill();
  }
}

const seconds = (value: number | undefined) => (value === undefined ? '—' : value.toFixed(1));

function report(outcomes: Outcome[], latencyMs: number, before: number): string {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const lines = [
    '## Going live to every subscribed browser (web push)',
    '',
    `Machine: ${String(cpus().length)} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB; ` +
      `${new Date().toISOString().slice(0, 10)}. The stand-in push service answers each ` +
      `message after ${String(latencyMs)} ms.` +
      (before > 0 ? ` "Before": ${String(before)} at a time, as the queue sent until now.` : ''),
    '',
    '| browsers | in flight | delivered | half (s) | 90 % (s) | all (s) | messages/s | app CPU per message |',
    '| -------: | --------: | --------: | -------: | -------: | ------: | ---------: | ------------------: |',
  ];
  for (const outcome of outcomes) {
    const label =
      outcome.concurrency === before
        ? `${String(outcome.concurrency)} (before)`
        : String(outcome.concurrency);
    const rate = outcome.all ? Math.round(outcome.delivered / outcome.all) : 0;
    lines.push(
      `| ${String(outcome.browsers)} | ${label} | ${String(outcome.delivered)} / ${String(outcome.queued)} | ` +
        `${seconds(outcome.half)} | ${seconds(outcome.most)} | ${seconds(outcome.all)} | ` +
        `${String(rate)} | ${(outcome.appCpuMs / Math.max(1, outcome.delivered)).toFixed(2)} ms |`,
    );
  }
  return lines.join('\n');
}

export async function runPush(): Promise<void> {
  const { values } = parseArgs({
    strict: false,
    options: {
      browsers: { type: 'string', default: '1000,5000' },
      'latency-ms': { type: 'string', default: '150' },
      'before-concurrency': { type: 'string', default: '4' },
    },
  });
  const audiences = String(values.browsers).split(',').map(Number);
  const latencyMs = Number(values['latency-ms']);
  const before = Number(values['before-concurrency']);
  const outcomes: Outcome[] = [];
  for (const browsers of audiences) {
    // --before-concurrency 0: the queue as it is now alone.
    for (const concurrency of before > 0
      ? [DEFAULT_SEND_CONCURRENCY, before]
      : [DEFAULT_SEND_CONCURRENCY]) {
      const outcome = await fanOut(browsers, concurrency, latencyMs);
      console.log(
        `${String(browsers)} browsers, ${String(concurrency)} in flight: all in ${seconds(outcome.all)} s`,
      );
      outcomes.push(outcome);
    }
  }
  console.log(`\n${report(outcomes, latencyMs, before)}`);
}
