/*
 * The biggest Sunday's child processes: forked by path, asked over IPC within a bound, given the
 * open files they need, and killed with their data directories at the end.
 */
import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { ASK_BOUND_MS, READY_BOUND_MS, sundayDir } from './options.js';
import { tallyLog } from './probes.js';
import { withBound } from '../bound.js';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const children = new Set<ChildProcess>();
const dataDirs: string[] = [];

/** The soft and hard limits on open files the children inherit. */
export function fileLimits() {
  const read = (flag: string) =>
    execFileSync('sh', ['-c', `ulimit ${flag}`], { encoding: 'utf8' }).trim();
  const number = (text: string) => (text === 'unlimited' ? Infinity : Number(text));
  return { soft: number(read('-Sn')), hard: number(read('-Hn')) };
}

/** Raises a child's soft limit to the hard one, when it needs more than it inherited. */
export function raiseFileLimit(child: ChildProcess, needed: number, limits: { soft: number }) {
  if (needed <= limits.soft || child.pid === undefined) return;
  execFileSync('prlimit', [`--pid=${child.pid}`, `--nofile=${needed}:`]);
}

/** Forks one of the scripts beside this one; an instance's log lines are tallied for errors. */
export function forkChild(script: string, args: string[], env: Record<string, string> = {}) {
  const logs = script === 'app.ts';
  const child = fork(join(sundayDir, script), args, {
    env: { ...process.env, ...env },
    execArgv: ['--import', 'tsx', '--conditions=source'],
    stdio: ['ignore', logs ? 'pipe' : 'ignore', 'inherit', 'ipc'],
  });
  if (logs) {
    let tail = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      const text = tail + chunk.toString();
      const end = text.lastIndexOf('\n');
      tail = text.slice(end + 1);
      if (end >= 0) tallyLog(text.slice(0, end));
    });
  }
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** A data directory of a child's, removed with the children. */
export function keepDataDir(dir: string) {
  dataDirs.push(dir);
}

export function waitFor<T>(child: ChildProcess, type: string, what: string, ms = READY_BOUND_MS) {
  return withBound(
    new Promise<T>((resolve, reject) => {
      const exited = (code: number | null) => reject(new Error(`${what} exited with ${code}`));
      child.once('exit', exited);
      child.on('message', function onMessage(message: { type: string }) {
        if (message.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', exited);
        resolve(message as T);
      });
    }),
    ms,
    what,
  );
}

export function ask<T>(child: ChildProcess, message: { type: string } & Record<string, unknown>) {
  const answer = waitFor<T>(child, message.type, `${message.type} from a child`, ASK_BOUND_MS);
  child.send(message);
  return answer;
}

/** Kills every child still running, waits (bounded) for them to go, removes their data dirs. */
export async function killChildren() {
  for (const child of children) child.kill('SIGKILL');
  await withBound(
    Promise.all(
      [...children].map((child) => new Promise((resolve) => child.once('exit', resolve))),
    ),
    10_000,
    'children exiting',
  ).catch(() => undefined);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
