import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A check that has not answered in this time counts as failed: a monitor must not hang. */
export const HEALTH_CHECK_TIMEOUT_MS = 2000;

export type CheckResult = 'ok' | 'failed';

async function withinTimeout(check: () => Promise<unknown>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('health check timed out')), HEALTH_CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/** The database answers, the data folder takes a write, and Redis (when configured) answers. */
export async function runHealthChecks(app: FastifyInstance) {
  const probe = join(app.config.dataDir, `.health-${process.pid}`);
  const redis = app.realtime.redis;
  const [database, dataDir, redisResult] = await Promise.all([
    withinTimeout(() => sql`select 1`.execute(app.db.kysely)),
    withinTimeout(async () => {
      await writeFile(probe, String(Date.now()));
      await rm(probe, { force: true });
    }),
    redis
      ? withinTimeout(async () => {
          // While disconnected, a command would wait in ioredis's queue: answer at once instead.
          if (redis.status !== 'ready') throw new Error(`redis is ${redis.status}`);
          await redis.ping();
        })
      : Promise.resolve(undefined),
  ]);
  return {
    database,
    dataDir,
    ...(redisResult ? { redis: redisResult } : {}),
  };
}
