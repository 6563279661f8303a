/*
 * The biggest Sunday's options and the bounds it keeps to. Read once, when the orchestrator is
 * loaded: `npm run bench -- --only sunday` parses its own arguments.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { projectRoot } from '#server/platform/project-root.js';

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    seconds: { type: 'string', default: '60' },
    viewers: { type: 'string', default: '20000' },
    'chat-rate': { type: 'string', default: '20' },
    'reaction-rate': { type: 'string', default: '100' },
    answers: { type: 'string', default: '20000' },
    'page-rate': { type: 'string', default: '20' },
    'list-rate': { type: 'string', default: '200' },
    'kill-at': { type: 'string', default: '30' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
    redis: { type: 'string', default: 'redis://127.0.0.1:6379' },
  },
});
export const seconds = Number(values.seconds);
export const viewerCount = Number(values.viewers);
export const chatRate = Number(values['chat-rate']);
export const reactionRate = Number(values['reaction-rate']);
export const answerCount = Number(values.answers);
export const pageRate = Number(values['page-rate']);
export const listRate = Number(values['list-rate']);
export const killAt = Number(values['kill-at']);
export const databaseServerUrl = values['database-url'];
export const redisUrl = values.redis;
export const SETTLE_SECONDS = 10;
/** Time for the last chat messages to reach every viewer after the writers stop. */
export const DRAIN_SECONDS = 3;
export const CONNECT_BOUND_MS = 180_000;
export const READY_BOUND_MS = 180_000;
export const ASK_BOUND_MS = 60_000;
/** Sockets an instance needs beside its viewers: database pool, Redis, writers' keep-alive. */
export const FD_MARGIN = 1200;
export const SAMPLE = 250;
export const benchDir = join(projectRoot(), 'bench');
/** Where the instance, viewers and writers scripts are, forked by path. */
export const sundayDir = join(benchDir, 'sunday');
